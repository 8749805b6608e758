import { Avatar, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../ui/initials';

// Placeholder people until the real team's names and roles are supplied (no photos: initials).
const team = [
  { name: 'Marta Ruiz', role: 'product', color: 'brand' },
  { name: 'Javier Soler', role: 'data', color: 'teal' },
  { name: 'Lucía Ortega', role: 'customers', color: 'grape' },
] as const;

export function TeamSection() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="landing-team" gap="lg">
      <div>
        <Title order={2} id="landing-team">
          {t('landing.team.title')}
        </Title>
        <Text c="dimmed" mt="xs" maw={720}>
          {t('landing.team.text')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
        {team.map((member) => (
          <Card key={member.name} withBorder radius="md" padding="lg">
            <Stack align="center" gap={4} ta="center">
              <Avatar size={72} radius={72} color={member.color} mb="xs">
                {initialsOf(member.name)}
              </Avatar>
              <Text fw={700}>{member.name}</Text>
              <Text size="sm" c="dimmed">
                {t(`landing.team.roles.${member.role}`)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
