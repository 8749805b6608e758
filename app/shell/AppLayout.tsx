import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { FlashBar } from '../ui/flash/FlashBar';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame of every page: header, flash messages, the page itself, footer and cookie notice. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <FlashBar />
        <Container size="xl" py="md">
          <Outlet />
        </Container>
        <Footer />
      </AppShell.Main>
      <CookieBanner />
    </AppShell>
  );
}
