import type { Invoice } from '../../../common/api/billing';
import { pathOf } from '../../../common/api/contract';
import { LICENCE_ROUTES } from '../../../common/api/routes/licences';
import {
  STRIPE_CUSTOMER_ROUTES,
  STRIPE_INVOICE_ROUTES,
  STRIPE_SUBSCRIPTION_ROUTES,
} from '../../../common/api/routes/stripe';
import { saveFile } from '../../export/download';
import { api } from '../client';
import { currentUserKey } from '../current-user';
import type { LicenceCalls } from './licence-calls';

/** The owner's calls: billing and licence members. */

export const licenceKeys = {
  licence: (id: number) => ['licences', 'licence', id] as const,
  invoices: ['licences', 'invoices'] as const,
  customer: ['licences', 'customer'] as const,
  proration: (quantity: number) => ['licences', 'proration', quantity] as const,
};

export const fetchOwnLicence = (id: number, signal?: AbortSignal) =>
  api.call(LICENCE_ROUTES.show, { params: { id }, signal });

/** The owner's member calls; a change refreshes the licences in use the summary shows. */
export function ownerLicenceCalls(id: number): LicenceCalls {
  return {
    key: licenceKeys.licence(id),
    stale: [currentUserKey],
    addMember: (email) =>
      api.call(LICENCE_ROUTES.invite, { params: { id }, body: { user_email: email.trim() } }),
    removeMember: (userId) => api.call(LICENCE_ROUTES.removeMember, { params: { id, userId } }),
    withdrawInvitation: (invitationId) =>
      api.call(LICENCE_ROUTES.withdrawInvitation, { params: { id, invitationId } }),
  };
}

/** PUT /v1/subscriptions/invitation: the signed-in person accepts the licence e-mailed to them. */
export const acceptLicence = (token: string) => api.call(LICENCE_ROUTES.accept, { body: { token } });

export const fetchInvoices = (signal?: AbortSignal) => api.call(STRIPE_INVOICE_ROUTES.list, { signal });

export const fetchProration = (quantity: number, signal?: AbortSignal) =>
  api.call(STRIPE_SUBSCRIPTION_ROUTES.proration, { query: { quantity }, signal });

/** PUT /stripe/subscription: new licence count or renewal; answers the refreshed user. */
export const updateCardLicence = (body: { quantity: number } | { cancel_at_period_end: boolean }) =>
  api.call(STRIPE_SUBSCRIPTION_ROUTES.update, { body });

export const cancelCardLicence = () => api.call(STRIPE_SUBSCRIPTION_ROUTES.cancel);

export const fetchCustomer = (signal?: AbortSignal) => api.call(STRIPE_CUSTOMER_ROUTES.show, { signal });

/** PUT /stripe/customer: the card invoices are charged to; it also pays a pending invoice. */
export const updateCard = (token: string) =>
  api.call(STRIPE_CUSTOMER_ROUTES.updateCard, { body: { payment_method: { token } } });

export const payInvoice = (id: string) => api.call(STRIPE_INVOICE_ROUTES.pay, { params: { id } });

/** The invoice's PDF, saved under the server's `date_number.pdf` name. */
export async function downloadInvoice(invoice: Invoice): Promise<void> {
  const { blob, fileName } = await api.file(pathOf(STRIPE_INVOICE_ROUTES.pdf.path, { id: invoice.id }));
  saveFile(blob, fileName ?? `${invoice.number ?? invoice.id}.pdf`);
}
