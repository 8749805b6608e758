// First, before any schema is built.
import './zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ACCOUNT_PAGE, DASHBOARD, isAdminPath } from './api/auth/access-rules';
import { setResponseHandlers } from './api/client';
import { currentUserKey } from './api/current-user';
import { queryClient } from './api/query-client';
import i18n from './i18n';
import { createAppRouter } from './router';
import { theme } from './theme';
import { FlashProvider, flashOutside } from './ui/flash/flash-context';

const router = createAppRouter();

setResponseHandlers({
  // Any 403 goes to the account page. The user is reloaded too, since a 403 usually means
  // the licence or trial changed and the guards must see that.
  forbidden() {
    void queryClient.invalidateQueries({ queryKey: currentUserKey });
    if (router.state.location.pathname !== ACCOUNT_PAGE) void router.navigate(ACCOUNT_PAGE);
  },
  sessionRejected() {
    queryClient.setQueryData(currentUserKey, null);
    // An admin call answering 401 sends the user to the dashboard with this message
    // (signed out now, the dashboard's guard then shows the landing page).
    if (isAdminPath(router.state.location.pathname)) {
      flashOutside.error(i18n.t('admin.unauthorized'));
      void router.navigate(DASHBOARD, { replace: true });
    }
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      {/* Calendars in Spanish, weeks from Monday, whatever the browser's language. */}
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <FlashProvider>
            <RouterProvider router={router} />
          </FlashProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  </StrictMode>,
);
