import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  type Icon,
  IconBuildingFactory2,
  IconBulb,
  IconDropletHalf2,
  IconRoad,
  IconSparkles,
  IconStethoscope,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './LandingPage.module.css';

// Placeholder wordmarks (icon + name, drawn here: no external images) until real clients agree to be shown.
const clients: { name: string; icon: Icon }[] = [
  { name: 'Obras Atlántico', icon: IconRoad },
  { name: 'Ingeniería Meseta', icon: IconBuildingFactory2 },
  { name: 'Levante Servicios', icon: IconSparkles },
  { name: 'Aguas del Ebro', icon: IconDropletHalf2 },
  { name: 'Salud Cantábrica', icon: IconStethoscope },
  { name: 'Lumen Energía', icon: IconBulb },
];

export function ClientLogos() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="landing-clients" gap="lg">
      <div>
        <Title order={2} id="landing-clients">
          {t('landing.clients.title')}
        </Title>
        <Text c="dimmed" mt="xs">
          {t('landing.clients.text')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
        {clients.map(({ name, icon: ClientIcon }) => (
          <Paper key={name} withBorder radius="md" className={classes.logo}>
            <Group gap={8} wrap="nowrap" justify="center">
              <ClientIcon size={22} stroke={1.6} aria-hidden />
              <Text fw={800} size="sm" className={classes.logoName}>
                {name}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
