import { Button, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../../common/api/billing';
import { downloadInvoice, payInvoice } from '../../../api/licences/licences-api';
import { useFlash } from '../../../ui/flash/flash-context';
import type { InvoiceRow } from './invoice-rows';
import { useBillingChange } from './use-billing-change';

/** Download the PDF; pay a pending upgrade's invoice, or read why the card must be updated. */
export function InvoiceActions({ invoice, row }: { invoice: Invoice; row: InvoiceRow }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const download = useMutation({
    mutationFn: () => downloadInvoice(invoice),
    onError: (error) => flash.error(error.message),
  });
  const pay = useBillingChange(
    () => payInvoice(invoice.id),
    () => t('licences.invoices.paid'),
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('licences.invoices.downloadInvoice', { number: row.number })}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('licences.invoices.download')}
      </Button>
      {row.action === 'pay' && (
        <Button size="compact-sm" color="red" loading={pay.isPending} onClick={() => pay.mutate(undefined)}>
          {t('licences.invoices.pay')}
        </Button>
      )}
      {row.action === 'updatePaymentMethod' && (
        <Text size="sm" c="red">
          {t('licences.invoices.updatePaymentMethod')}
        </Text>
      )}
    </Group>
  );
}
