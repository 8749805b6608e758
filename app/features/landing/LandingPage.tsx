import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellRinging, IconChartBar, IconMail, IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTrialDays } from '../../api/use-trial-days';
import { LEGAL_NOTES_ID } from '../../shell/legal';
import { ContactEmailLink } from '../../ui/contact/ContactEmailLink';
import { ClientLogos } from './ClientLogos';
import classes from './LandingPage.module.css';
import { TeamSection } from './TeamSection';

const features = [
  { key: 'search', icon: IconSearch },
  { key: 'monitor', icon: IconBellRinging },
  { key: 'analyse', icon: IconChartBar },
] as const;

/** Public home (/inicio): what the product does, the team, clients, the trial, contact and the legal notes. */
export function LandingPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const trialDays = useTrialDays();

  // In-app links to #avisos-legales do not scroll by themselves in a single-page app.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ behavior: 'smooth' });
  }, [hash]);

  return (
    <Stack gap={48}>
      <Paper className={classes.hero} radius="lg" p={{ base: 'xl', md: 48 }}>
        <Stack gap="md" maw={720}>
          {/* No offer while the setting loads, nor when the operator gives no trial (TRIAL_DAYS=0). */}
          {trialDays ? (
            <Text component="span" className={classes.trial}>
              {t('landing.trial', { count: trialDays })}
            </Text>
          ) : null}
          <Title order={1} className={classes.title}>
            {t('landing.title')}
          </Title>
          <Text size="lg" className={classes.lead}>
            {t('landing.lead')}
          </Text>
          <Group mt="sm">
            <Button component={Link} to="/sign_up" size="md" variant="white">
              {t('landing.signUp')}
            </Button>
            <Button component={Link} to="/sign_in" size="md" variant="outline" color="white">
              {t('landing.signIn')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <ThemeIcon size={44} radius="md" variant="light">
              <Icon size={24} />
            </ThemeIcon>
            <Title order={2} size="h3" mt="md">
              {t(`landing.features.${key}.title`)}
            </Title>
            <Text c="dimmed" mt="xs">
              {t(`landing.features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <TeamSection />

      <ClientLogos />

      <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} className={classes.contact}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={560}>
            <Title order={2}>{t('landing.contactTitle')}</Title>
            <Text c="dimmed">{t('landing.contactText')}</Text>
            <Group gap={6}>
              <IconMail size={18} aria-hidden />
              <ContactEmailLink fw={700} />
            </Group>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/sign_up" size="md">
              {t('landing.signUp')}
            </Button>
            <Button component={Link} to="/contacto" size="md" variant="default">
              {t('landing.contactLink')}
            </Button>
          </Group>
        </Group>
      </Paper>

      <section id={LEGAL_NOTES_ID} className={classes.legal}>
        <Title order={2} size="h4">
          {t('landing.legalTitle')}
        </Title>
        <Text size="sm" c="dimmed" mt="xs">
          {t('landing.legalText')}
        </Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t('landing.cookiesText')}
        </Text>
      </section>
    </Stack>
  );
}
