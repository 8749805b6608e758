import { and, desc, eq } from 'drizzle-orm';
import type { Invoice } from '../../../common/api/billing';
import { madridToday } from '../../../common/calendar';
import type { Db } from '../../db/client';
import { invoices, users } from '../../db/schema';
import { AppError } from '../../errors';
import { t } from '../../messages';
import { saveInvoice, saveStripeSubscription } from './save-stripe-objects';
import type { Billing } from './stripe-client';

type InvoiceRow = typeof invoices.$inferSelect;
const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    issue_date: unix(row.issuedAt)!,
    due_date: unix(row.dueAt),
    currency: row.currency,
    subtotal: row.subtotal,
    total: row.total,
    starting_balance: row.startingBalance,
    amount_due: row.amountDue,
    amount_paid: row.amountPaid,
    amount_remaining: row.amountRemaining,
    status: row.status,
    paid_at: unix(row.paidAt),
  };
}

export async function listInvoices(db: Db, userId: number): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows.map(presentInvoice);
}

async function ownInvoice(db: Db, userId: number, id: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (!row) throw new AppError('not_found', t('errors.billing.invoiceNotFound'));
  return row;
}

/** The invoice's PDF as Stripe renders it, named `YYYY_MM_DD_<number>.pdf` after its issue day in Madrid. */
export async function invoicePdf(
  db: Db,
  billing: Billing,
  userId: number,
  id: string,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await ownInvoice(db, userId, id);
  const url = row.pdfUrl ?? (await billing.stripe.invoices.retrieve(id)).invoice_pdf;
  if (!url) throw new AppError('not_found', t('errors.billing.invoiceWithoutPdf'));
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Stripe invoice PDF ${id}: HTTP ${res.status}`);
  const date = madridToday(row.issuedAt).replaceAll('-', '_');
  return { fileName: `${date}_${row.number ?? row.id}.pdf`, pdf: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Charges an open invoice to the current card ('Pagar factura'). Paying the pending one settles
 * the user's pending upgrade or payment method, and Stripe applies the waiting licence change.
 */
export async function payInvoice(db: Db, billing: Billing, user: typeof users.$inferSelect, id: string) {
  const row = await ownInvoice(db, user.id, id);
  if (row.status === 'paid') throw new AppError('conflict', t('errors.billing.invoicePaid'));
  const paid = await billing.stripe.invoices.pay(id);
  const subscriptionId = paid.parent?.subscription_details?.subscription;
  const subscription =
    subscriptionId && (await billing.stripe.subscriptions.retrieve(String(subscriptionId)));
  await db.transaction(async (tx) => {
    await saveInvoice(tx, user.id, paid);
    if (subscription) await saveStripeSubscription(tx, billing.config, user.id, subscription);
    if (user.pendingInvoiceId === id) await clearPending(tx, user.id);
  });
}

/** Nothing is owed any more: no pending upgrade, card update or invoice. */
export async function clearPending(tx: Pick<Db, 'update'>, userId: number) {
  await tx
    .update(users)
    .set({ pendingSubscriptionUpgrade: false, pendingPaymentMethod: false, pendingInvoiceId: null })
    .where(eq(users.id, userId));
}
