import { Button, Menu } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconChevronDown,
  IconExternalLink,
  IconLogout,
  IconMail,
  IconSettings,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_PROFILE_PATH } from '../api/company-profile';
import { useSignOut } from '../ui/auth/use-sign-out';
import { UserAvatar } from '../ui/UserAvatar';
import classes from './Header.module.css';

/**
 * The account dropdown, shown as the user's initials and e-mail (initials alone on phones, where
 * a cut address says nothing): Cuenta, Perfil de empresa, Contacto, Cerrar sesión.
 */
export function AccountMenu({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          leftSection={<UserAvatar name={name} email={email} size={28} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('header.accountMenu')}
          title={email}
        >
          <span className={classes.email}>{email}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/user" leftSection={<IconUser size={16} />}>
          {t('header.account')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={COMPANY_PROFILE_PATH}
          leftSection={<IconBuildingFactory2 size={16} />}
        >
          {t('companyProfile.menu')}
        </Menu.Item>
        <Menu.Item component={Link} to="/contacto" leftSection={<IconMail size={16} />}>
          {t('header.contact')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          {t('header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Admins only: the users table and the job dashboard, which opens outside the app. */
export function AdminMenu() {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconSettings size={18} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('header.adminMenu')}
        >
          {t('header.admin')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/admin/users" leftSection={<IconUsers size={16} />}>
          {t('header.users')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href="/admin/sidekiq"
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={16} />}
        >
          {t('header.jobs')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
