import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserKey } from '../../../api/current-user';
import { fetchCustomer, licenceKeys, updateCard } from '../../../api/licences/licences-api';
import { useFlash } from '../../../ui/flash/flash-context';
import { CardError, type CardTokenizer } from '../../../ui/payment/CardField';
import { CardPaymentStep } from '../../../ui/payment/CardPaymentStep';

/**
 * The card the owner's invoices are charged to (GET /stripe/customer), and replacing it through
 * Stripe's card field: how a pending payment method is settled.
 */
export function PaymentCard() {
  const { t } = useTranslation();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const { data: customer } = useQuery({
    queryKey: licenceKeys.customer,
    queryFn: ({ signal }) => fetchCustomer(signal),
    retry: false,
  });
  const [editing, setEditing] = useState(false);
  const [cardholder, setCardholder] = useState('');
  const [tokenize, setTokenize] = useState<CardTokenizer>();
  const onCardReady = useCallback((next: CardTokenizer) => setTokenize(() => next), []);
  const [cardError, setCardError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!tokenize) return;
    setSaving(true);
    setCardError(undefined);
    try {
      await updateCard(await tokenize(cardholder.trim()));
      setEditing(false);
      flash.success(t('licences.card.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['licences'] }),
        queryClient.invalidateQueries({ queryKey: currentUserKey }),
      ]);
    } catch (error) {
      if (error instanceof CardError) setCardError(error.message);
      else if (error instanceof Error) flash.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  const card = customer?.card;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text>
          {card
            ? t('licences.card.current', { brand: card.brand.toUpperCase(), last4: card.last4 })
            : t('licences.card.none')}
        </Text>
        {!editing && (
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            {t('licences.card.change')}
          </Button>
        )}
      </Group>
      {editing && (
        <Stack gap="xs" maw={480}>
          <TextInput
            label={t('subscribe.fields.cardholder')}
            value={cardholder}
            onChange={(event) => setCardholder(event.currentTarget.value)}
            autoComplete="cc-name"
          />
          <CardPaymentStep onReady={onCardReady} error={cardError} />
          <Group gap="xs">
            <Button onClick={save} loading={saving} disabled={!tokenize || !cardholder.trim()}>
              {t('licences.card.save')}
            </Button>
            <Button variant="subtle" onClick={() => setEditing(false)}>
              {t('licences.card.keep')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
