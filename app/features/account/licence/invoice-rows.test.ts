import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../../common/api/billing';
import { formatMoney, invoiceRow } from './invoice-rows';

const invoice: Invoice = {
  id: 'in_1',
  number: 'LIC-0001',
  // 2026-01-31 23:30 UTC is already 1 February in Madrid.
  issue_date: Date.UTC(2026, 0, 31, 23, 30) / 1000,
  due_date: Date.UTC(2026, 1, 14, 12) / 1000,
  currency: 'eur',
  subtotal: 150_000,
  total: 181_500,
  starting_balance: 0,
  amount_due: 181_500,
  amount_paid: 0,
  amount_remaining: 181_500,
  status: 'open',
  paid_at: null,
};
const nothingPending = {
  pending_subscription_upgrade: false,
  pending_payment_method: false,
  pending_invoice_id: null,
};

describe('invoiceRow', () => {
  it('shows Madrid dates as DD/MM/YYYY and cents as euros in the Spanish locale', () => {
    expect(invoiceRow(invoice, nothingPending)).toEqual({
      id: 'in_1',
      number: 'LIC-0001',
      issued: '01/02/2026',
      due: '14/02/2026',
      total: '1.815,00\u00a0€',
      paid: false,
      status: 'open',
      action: null,
    });
  });

  it('formats dollars in the US locale and reads a paid invoice as paid', () => {
    const row = invoiceRow({ ...invoice, currency: 'usd', status: 'paid', due_date: null }, nothingPending);
    expect([row.total, row.paid, row.due]).toEqual(['$1,815.00', true, '']);
    expect(formatMoney(4500, 'dollar')).toBe('$45.00');
  });

  it("offers to pay the pending upgrade's invoice and only that one", () => {
    const pending = { ...nothingPending, pending_subscription_upgrade: true, pending_invoice_id: 'in_1' };
    expect(invoiceRow(invoice, pending).action).toBe('pay');
    expect(invoiceRow({ ...invoice, id: 'in_2' }, pending).action).toBeNull();
    expect(invoiceRow({ ...invoice, status: 'paid' }, pending).action).toBeNull();
  });

  it('asks for a new payment method when the pending invoice could not be charged', () => {
    const pending = {
      pending_subscription_upgrade: true,
      pending_payment_method: true,
      pending_invoice_id: 'in_1',
    };
    expect(invoiceRow(invoice, pending).action).toBe('updatePaymentMethod');
  });
});
