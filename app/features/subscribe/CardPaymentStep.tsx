import { Alert } from '@mantine/core';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { ContactEmailLink } from '../contact/ContactEmailLink';
import { usePublicConfig } from '../contact/use-contact-email';

/**
 * The card entry of the subscribe form. Card details go into the payment provider's own field
 * (Stripe Elements, loaded from Stripe with GET /v1/config's publishable key). Without a key card
 * payment is not configured; with one, this build still does not load Stripe.js. Either way the
 * user is pointed to manual billing through the contact address.
 */
export function CardPaymentStep() {
  const config = usePublicConfig();
  if (!config) return null;
  const reason = config.stripe_publishable_key === null ? 'notConfigured' : 'notLoaded';
  return (
    <Alert
      color="yellow"
      icon={<IconCreditCardOff />}
      title={<Trans i18nKey={`subscribe.card.${reason}Title`} />}
    >
      <Trans i18nKey={`subscribe.card.${reason}`} components={{ email: <ContactEmailLink /> }} />
    </Alert>
  );
}
