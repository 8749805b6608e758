import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LEGAL_NOTES_PATH } from './legal';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="center" gap="lg" py="lg" mt="xl" c="dimmed">
      <Text size="sm">{t('footer.rights', { year: new Date().getFullYear() })}</Text>
      <Anchor component={Link} to={LEGAL_NOTES_PATH} size="sm" c="dimmed">
        {t('footer.legal')}
      </Anchor>
      <Anchor component={Link} to="/contacto" size="sm" c="dimmed">
        {t('footer.contact')}
      </Anchor>
    </Group>
  );
}
