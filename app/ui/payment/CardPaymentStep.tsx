import { Alert, Group, Loader, Text } from '@mantine/core';
import { Elements } from '@stripe/react-stripe-js';
import { IconCreditCardOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../api/public-config';
import { ContactEmailLink } from '../contact/ContactEmailLink';
import { CardField, type CardTokenizer } from './CardField';
import { loadStripeJs } from './stripe-js';

/**
 * The card entry of the subscribe form: Stripe Elements with GET /v1/config's publishable key.
 * Without a key card payment is not configured; when Stripe.js cannot be loaded it is
 * unreachable. Either way the user is pointed to manual billing through the contact address.
 */
export function CardPaymentStep({
  onReady,
  error,
}: {
  onReady(tokenize: CardTokenizer): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const key = usePublicConfig()?.stripe_publishable_key;
  const stripe = useQuery({
    queryKey: ['stripe-js', key],
    queryFn: () => loadStripeJs(key!),
    enabled: Boolean(key),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (key === undefined) return null;
  if (key !== null && stripe.data) {
    return (
      <Elements stripe={stripe.data} options={{ locale: 'es' }}>
        <CardField onReady={onReady} error={error} />
      </Elements>
    );
  }
  if (key !== null && !stripe.isError) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('subscribe.card.loading')}
        </Text>
      </Group>
    );
  }
  const reason = key === null ? 'notConfigured' : 'unreachable';
  return (
    <Alert color="yellow" icon={<IconCreditCardOff />} title={t(`subscribe.card.${reason}Title`)}>
      <Trans i18nKey={`subscribe.card.${reason}`} components={{ email: <ContactEmailLink /> }} />
    </Alert>
  );
}
