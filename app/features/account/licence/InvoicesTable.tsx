import { Badge, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../common/api/user';
import { fetchInvoices, licenceKeys } from '../../../api/licences/licences-api';
import { InvoiceActions } from './InvoiceActions';
import { invoiceRow } from './invoice-rows';

type Pending = Pick<
  CurrentUser,
  'pending_subscription_upgrade' | 'pending_payment_method' | 'pending_invoice_id'
>;

/**
 * The card-billed owner's invoices (GET /stripe/invoices), paid ones green and any other status
 * red; only rendered for such an owner, the one who has Stripe invoices.
 */
export function InvoicesTable({ pending }: { pending: Pending }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: licenceKeys.invoices,
    queryFn: ({ signal }) => fetchInvoices(signal),
    retry: false,
  });
  const invoices = data?.invoices ?? [];
  if (invoices.length === 0) {
    return (
      <Stack align="center" gap="xs" py="md" ta="center">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconReceipt size={24} />
        </ThemeIcon>
        <Text c="dimmed">{t('licences.invoices.none')}</Text>
      </Stack>
    );
  }
  const column = (name: string) => t(`licences.invoices.columns.${name}`);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={t('licences.invoices.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column('number')}</Table.Th>
            <Table.Th>{column('issued')}</Table.Th>
            <Table.Th>{column('due')}</Table.Th>
            <Table.Th ta="right">{column('total')}</Table.Th>
            <Table.Th>{column('status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => {
            const row = invoiceRow(invoice, pending);
            return (
              <Table.Tr key={row.id} data-testid="invoice">
                <Table.Td>{row.number}</Table.Td>
                <Table.Td>{row.issued}</Table.Td>
                <Table.Td>{row.due}</Table.Td>
                <Table.Td ta="right">{row.total}</Table.Td>
                <Table.Td>
                  <Badge color={row.paid ? 'green' : 'red'} variant="light">
                    {t(`licences.invoices.statuses.${row.status}`, { defaultValue: row.status })}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <InvoiceActions invoice={invoice} row={row} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
