import { Button, Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { useFlash } from '../../ui/flash/flash-context';
import { useValidatedForm } from '../../ui/forms/use-validated-form';
import { CardError, type CardTokenizer } from '../../ui/payment/CardField';
import { CardPaymentStep } from '../../ui/payment/CardPaymentStep';
import { LivePrice } from './LivePrice';
import { PricingTable } from './PricingTable';
import {
  initialSubscribeValues,
  type SubscribeFormValues,
  subscribeFormSchema,
  typedQuantity,
} from './subscribe-form-schema';
import { useSubscribe } from './use-subscribe';

type FieldName = keyof SubscribeFormValues;

const required: FieldName[] = [
  'name',
  'line1',
  'postal_code',
  'city',
  'state',
  'country',
  'cardholder',
  'quantity',
];

/** /subscribe: billing details, licences and their price, and the card. */
export function SubscribePage() {
  const { t } = useTranslation();
  const flash = useFlash();
  const form = useValidatedForm(subscribeFormSchema, initialSubscribeValues);
  const subscribe = useSubscribe();
  // Set once Stripe's card field is ready; until then the button stays disabled.
  const [tokenize, setTokenize] = useState<CardTokenizer>();
  const onCardReady = useCallback((next: CardTokenizer) => setTokenize(() => next), []);
  const [cardError, setCardError] = useState<string>();

  const submit = form.onSubmit(async (values) => {
    if (!tokenize) return;
    setCardError(undefined);
    try {
      const token = await tokenize(values.cardholder);
      const { name, line1, line2, postal_code, city, state, country, phone, quantity, coupon } = values;
      await subscribe({
        name,
        address: { line1, line2, postal_code, city, state, country },
        phone,
        quantity,
        coupon,
        token,
      });
    } catch (error) {
      // A refused card is answered on the token: it belongs under the card field too.
      const cardIssue = error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'token');
      if (error instanceof CardError || cardIssue) setCardError((error as Error).message);
      else if (!form.showServerErrors(error) && error instanceof Error) flash.error(error.message);
    }
  });

  // The button stays disabled while card payment is unavailable, so each field is checked as it is left.
  const input = (name: FieldName) => ({
    ...form.field(name),
    label: t(`subscribe.fields.${name}`),
    required: required.includes(name),
    onBlur() {
      const parsed = subscribeFormSchema.safeParse(form.values);
      const issue = parsed.error?.issues.find((found) => found.path[0] === name);
      if (issue) form.setError(name, issue.message);
    },
  });

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1}>{t('pages.subscribe')}</Title>
      <form noValidate onSubmit={submit}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('subscribe.billingTitle')}
                </Title>
                <TextInput {...input('name')} autoComplete="organization" />
                <TextInput {...input('line1')} autoComplete="address-line1" />
                <TextInput {...input('line2')} autoComplete="address-line2" />
                <Grid>
                  <Grid.Col span={{ base: 12, sm: 4 }}>
                    <TextInput {...input('postal_code')} autoComplete="postal-code" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8 }}>
                    <TextInput {...input('city')} autoComplete="address-level2" />
                  </Grid.Col>
                </Grid>
                <TextInput {...input('state')} autoComplete="address-level1" />
                <TextInput {...input('country')} autoComplete="country-name" />
                <TextInput {...input('phone')} type="tel" autoComplete="tel" />
                <Title order={2} size="h4" mt="md">
                  {t('subscribe.cardTitle')}
                </Title>
                <TextInput {...input('cardholder')} autoComplete="cc-name" />
                <CardPaymentStep onReady={onCardReady} error={cardError} />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('subscribe.pricing.title')}
                </Title>
                <PricingTable />
                <Text size="sm" c="dimmed">
                  {t('subscribe.pricing.note')}
                </Text>
                <TextInput {...input('quantity')} type="number" min={1} step={1} inputMode="numeric" />
                <LivePrice quantity={typedQuantity(form.values.quantity)} />
                <TextInput {...input('coupon')} />
                <Button type="submit" disabled={!tokenize} loading={form.submitting}>
                  {t('subscribe.submit')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
