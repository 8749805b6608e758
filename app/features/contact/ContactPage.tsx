import { Alert, Button, Grid, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { contactBodySchema } from '../../../common/api/auth';
import { useCurrentUser } from '../../api/current-user';
import { ContactEmailLink } from '../../ui/contact/ContactEmailLink';
import { useFlash } from '../../ui/flash/flash-context';
import { EmailInput } from '../../ui/forms/EmailInput';
import { useValidatedForm } from '../../ui/forms/use-validated-form';
import { sendContactMessage } from './contact-api';

/** /contacto: a message to the product's team, open to visitors and users alike. */
export function ContactPage() {
  const { data: user } = useCurrentUser();
  // Signed-in users are not asked again for what the app already knows.
  return <ContactForm key={user?.id ?? 'visitor'} name={user?.name ?? ''} email={user?.email ?? ''} />;
}

function ContactForm({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const [sent, setSent] = useState(false);
  const form = useValidatedForm(contactBodySchema, { name, email, message: '' });

  const submit = form.onSubmit(async (body) => {
    try {
      await sendContactMessage(body);
      setSent(true);
    } catch (error) {
      if (!form.showServerErrors(error) && error instanceof Error) flash.error(error.message);
    }
  });

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1}>{t('pages.contact')}</Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
            {sent ? (
              <Stack gap="md">
                <Alert color="green" icon={<IconMailCheck />} role="status">
                  {t('contact.success')}
                </Alert>
                <Button
                  variant="light"
                  onClick={() => {
                    form.reset();
                    setSent(false);
                  }}
                >
                  {t('contact.another')}
                </Button>
              </Stack>
            ) : (
              <form onSubmit={submit} noValidate>
                <Stack gap="md">
                  <TextInput
                    label={t('auth.fields.name')}
                    autoComplete="name"
                    required
                    {...form.field('name')}
                  />
                  <EmailInput {...form.field('email')} />
                  <Textarea
                    label={t('contact.message')}
                    autosize
                    minRows={5}
                    maxRows={14}
                    required
                    {...form.field('message')}
                  />
                  <Button type="submit" loading={form.submitting} leftSection={<IconMail size={18} />}>
                    {t('contact.submit')}
                  </Button>
                </Stack>
              </form>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('contact.asideTitle')}
            </Title>
            <Text c="dimmed">{t('contact.asideText')}</Text>
            <Text>
              <Trans i18nKey="contact.writeTo" components={{ email: <ContactEmailLink /> }} />
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
