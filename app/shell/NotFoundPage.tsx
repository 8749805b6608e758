import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" gap="sm">
      <Text fz={64} fw={800} c="brand.7" lh={1}>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.text')}</Text>
      <Button component={Link} to="/" mt="sm">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
