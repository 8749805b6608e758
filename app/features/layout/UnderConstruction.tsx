import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Stand-in for a page that is not built yet, shown with the page's own title inside the real layout. */
export function UnderConstruction({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t(titleKey)}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconTools size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            {t('construction.title')}
          </Title>
          <Text c="dimmed">{t('construction.text')}</Text>
          <Button component={Link} to="/" variant="light" mt="xs">
            {t('construction.back')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
