import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconCookie } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './CookieBanner.module.css';
import { acceptCookies, hasAcceptedCookies } from './cookie-consent';
import { LEGAL_NOTES_PATH } from './legal';

/**
 * Cookie notice. "Aceptar" is remembered; "Cerrar" hides it for this visit only. No analytics
 * is loaded yet: when it is, start it only once the visitor has accepted.
 */
export function CookieBanner() {
  const [open, setOpen] = useState(() => !hasAcceptedCookies());
  return open ? <OpenBanner onClose={() => setOpen(false)} /> : null;
}

/**
 * The notice floats over the bottom of the page; while it shows, as much room is added below
 * the page, so the end of a long table can be scrolled above it instead of staying hidden.
 */
function OpenBanner({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { ref, height } = useElementSize();

  const accept = () => {
    acceptCookies();
    onClose();
  };

  return (
    <>
      <div className={classes.room} style={{ height }} aria-hidden />
      <Paper
        ref={ref}
        className={classes.banner}
        shadow="lg"
        p="md"
        radius="md"
        withBorder
        role="region"
        aria-label={t('cookies.label')}
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <IconCookie className={classes.icon} aria-hidden />
          <div>
            <Text size="sm">{t('cookies.text')}</Text>
            <Anchor component={Link} to={LEGAL_NOTES_PATH} size="sm">
              {t('cookies.legal')}
            </Anchor>
          </div>
        </Group>
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" size="xs" onClick={onClose}>
            {t('cookies.close')}
          </Button>
          <Button size="xs" onClick={accept}>
            {t('cookies.accept')}
          </Button>
        </Group>
      </Paper>
    </>
  );
}
