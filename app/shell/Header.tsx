import { Anchor, Button, Group } from '@mantine/core';
import { IconFileSearch, IconLogin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DASHBOARD, VISITOR_HOME } from '../api/auth/access-rules';
import { useCurrentUser } from '../api/current-user';
import classes from './Header.module.css';
import { AccountMenu, AdminMenu } from './HeaderMenus';
import { TrialBadge } from './TrialBadge';

/** Logged out: sign in and Contacto. Logged in: Licitaciones, the account menu and, for admins, Admin. */
export function Header() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor
        component={Link}
        to={user ? DASHBOARD : VISITOR_HOME}
        className={classes.brand}
        aria-label={t('header.home')}
      >
        <IconFileSearch size={26} aria-hidden />
        <span className={classes.brandName}>{t('app.name')}</span>
      </Anchor>

      {user ? (
        <Group gap={4} wrap="nowrap">
          <TrialBadge role={user.role} licence={user.subscription} />
          <Button component={Link} to={DASHBOARD} variant="subtle" visibleFrom="sm">
            {t('header.tenders')}
          </Button>
          {user.role === 'admin' && <AdminMenu />}
          <AccountMenu name={user.name} email={user.email} />
        </Group>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to="/contacto" variant="subtle" color="gray">
            {t('header.contact')}
          </Button>
          <Button component={Link} to="/sign_in" leftSection={<IconLogin size={18} />}>
            {t('header.signIn')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
