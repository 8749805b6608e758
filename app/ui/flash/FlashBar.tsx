import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './FlashBar.module.css';
import { type FlashKind, useFlashMessages } from './flash-context';

const look: Record<FlashKind, { color: string; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCircleCheck /> },
  error: { color: 'red', icon: <IconCircleX /> },
  info: { color: 'blue', icon: <IconInfoCircle /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle /> },
};

/** The flash messages, floating under the header until they time out or are closed. */
export function FlashBar() {
  const { messages, dismiss } = useFlashMessages();
  const { t } = useTranslation();
  if (messages.length === 0) return null;
  return (
    <Stack className={classes.bar} gap="xs" aria-live="polite">
      {messages.map((message) => (
        <Alert
          key={message.id}
          data-flash={message.kind}
          color={look[message.kind].color}
          icon={look[message.kind].icon}
          variant="filled"
          withCloseButton
          closeButtonLabel={t('flash.close')}
          onClose={() => dismiss(message.id)}
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={classes.message}
        >
          {message.text}
        </Alert>
      ))}
    </Stack>
  );
}
