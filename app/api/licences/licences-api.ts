import {
  customerSchema,
  type Invoice,
  invoicesResponseSchema,
  prorationSchema,
} from '../../../common/api/billing';
import { subscriptionSchema } from '../../../common/api/subscriptions';
import { currentUserSchema } from '../../../common/api/user';
import { saveFile } from '../../export/download';
import { api } from '../client';
import { currentUserKey } from '../current-user';
import type { LicenceCalls } from './licence-calls';

/** The owner's calls: billing and licence members. */

const path = (id: number) => `/v1/subscriptions/${id}`;

export const licenceKeys = {
  licence: (id: number) => ['licences', 'licence', id] as const,
  invoices: ['licences', 'invoices'] as const,
  customer: ['licences', 'customer'] as const,
  proration: (quantity: number) => ['licences', 'proration', quantity] as const,
};

export const fetchOwnLicence = (id: number, signal?: AbortSignal) =>
  api.get(path(id), { schema: subscriptionSchema, signal });

/** The owner's member calls; a change refreshes the licences in use the summary shows. */
export function ownerLicenceCalls(id: number): LicenceCalls {
  return {
    key: licenceKeys.licence(id),
    stale: [currentUserKey],
    addMember: (email) =>
      api.post(`${path(id)}/user`, { body: { user_email: email.trim() }, schema: subscriptionSchema }),
    removeMember: (userId) => api.delete(`${path(id)}/user/${userId}`, { schema: subscriptionSchema }),
    withdrawInvitation: (invitationId) =>
      api.delete(`${path(id)}/invitation/${invitationId}`, { schema: subscriptionSchema }),
  };
}

/** PUT /v1/subscriptions/invitation: the signed-in person accepts the licence e-mailed to them. */
export const acceptLicence = (token: string) =>
  api.put('/v1/subscriptions/invitation', { body: { token }, schema: currentUserSchema });

export const fetchInvoices = (signal?: AbortSignal) =>
  api.get('/stripe/invoices', { schema: invoicesResponseSchema, signal });

export const fetchProration = (quantity: number, signal?: AbortSignal) =>
  api.get('/stripe/subscription/proration', { query: { quantity }, schema: prorationSchema, signal });

/** PUT /stripe/subscription: new licence count or renewal; answers the refreshed user. */
export const updateCardLicence = (body: { quantity: number } | { cancel_at_period_end: boolean }) =>
  api.put('/stripe/subscription', { body, schema: currentUserSchema });

export const cancelCardLicence = () => api.delete('/stripe/subscription', { schema: currentUserSchema });

export const fetchCustomer = (signal?: AbortSignal) =>
  api.get('/stripe/customer', { schema: customerSchema, signal });

/** PUT /stripe/customer: the card invoices are charged to; it also pays a pending invoice. */
export const updateCard = (token: string) =>
  api.put('/stripe/customer', { body: { payment_method: { token } }, schema: customerSchema });

export const payInvoice = (id: string) =>
  api.get(`/stripe/invoices/${id}/pay`, { schema: currentUserSchema });

/** The invoice's PDF, saved under the server's `date_number.pdf` name. */
export async function downloadInvoice(invoice: Invoice): Promise<void> {
  const { blob, fileName } = await api.file(`/stripe/invoices/${invoice.id}`);
  saveFile(blob, fileName ?? `${invoice.number ?? invoice.id}.pdf`);
}
