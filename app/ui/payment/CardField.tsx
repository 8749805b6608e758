import { Input } from '@mantine/core';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns the typed card into a Stripe payment method id, or throws Stripe's message for it. */
export type CardTokenizer = (cardholder: string) => Promise<string>;

export class CardError extends Error {}

/**
 * Stripe's own card input (inside <Elements>): the card never touches our page or server.
 * Hands the form a tokenizer once Stripe is ready; card errors show under the field.
 */
export function CardField({ onReady, error }: { onReady(tokenize: CardTokenizer): void; error?: string }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [typingError, setTypingError] = useState<string>();

  useEffect(() => {
    if (!stripe || !elements) return;
    onReady(async (cardholder) => {
      const card = elements.getElement(CardElement);
      if (!card) throw new CardError(t('subscribe.card.missing'));
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: { name: cardholder },
      });
      if (result.error) throw new CardError(result.error.message ?? t('subscribe.card.missing'));
      return result.paymentMethod.id;
    });
  }, [stripe, elements, onReady, t]);

  return (
    <Input.Wrapper label={t('subscribe.card.label')} required error={typingError ?? error}>
      <Input
        component="div"
        pt={10}
        error={Boolean(typingError ?? error)}
        aria-label={t('subscribe.card.label')}
      >
        <CardElement
          options={{ hidePostalCode: true }}
          onChange={(event) => setTypingError(event.error?.message)}
        />
      </Input>
    </Input.Wrapper>
  );
}
