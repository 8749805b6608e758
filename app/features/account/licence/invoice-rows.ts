import type { Invoice } from '../../../../common/api/billing';
import { formatDate, formatInvoiceAmount } from '../../../../common/format';

/** Dollars whether Stripe says `usd` or the invoice says `dollar`; euros are the product's currency otherwise. */
export function formatMoney(cents: number, currency: string): string {
  return formatInvoiceAmount(cents, currency === 'usd' || currency === 'dollar' ? 'dollar' : 'eur');
}

/** What the owner must do about an invoice: pay a pending upgrade, or update the card. */
export type InvoiceAction = 'pay' | 'updatePaymentMethod' | null;

export interface InvoiceRow {
  id: string;
  number: string;
  issued: string;
  due: string;
  total: string;
  paid: boolean;
  status: string;
  action: InvoiceAction;
}

interface Pending {
  pending_subscription_upgrade: boolean;
  pending_payment_method: boolean;
  pending_invoice_id: string | null;
}

/**
 * One line of the invoices table: unix dates as DD/MM/YYYY, cents in the
 * invoice currency's locale, paid or not; the user's pending invoice asks for the card to be
 * updated when its payment method failed, else offers 'Pagar factura' for a pending upgrade.
 */
export function invoiceRow(invoice: Invoice, pending: Pending): InvoiceRow {
  const isPending = invoice.status !== 'paid' && invoice.id === pending.pending_invoice_id;
  let action: InvoiceAction = null;
  if (isPending && pending.pending_payment_method) action = 'updatePaymentMethod';
  else if (isPending && pending.pending_subscription_upgrade) action = 'pay';
  return {
    id: invoice.id,
    number: invoice.number ?? invoice.id,
    issued: formatDate(invoice.issue_date * 1000),
    due: invoice.due_date === null ? '' : formatDate(invoice.due_date * 1000),
    total: formatMoney(invoice.total, invoice.currency),
    paid: invoice.status === 'paid',
    status: invoice.status,
    action,
  };
}
