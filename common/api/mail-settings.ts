import { z } from 'zod';

/** The app page a digest's unsubscribe link opens (GET), confirming the change and offering to undo. */
export const UNSUBSCRIBE_PAGE = '/baja';

/** /v1/mail/unsubscribe?token=…: the signed token of a digest's unsubscribe link (its only credential). */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200) });

/**
 * GET /v1/mail/unsubscribe/check: whether the link's digests are on now. Whose they are is not
 * said: the link may have been forwarded, and the address is the owner's alone.
 */
export const unsubscribeLinkSchema = z.object({ receive_digests: z.boolean() });

/** What the unsubscribe page shows after a change: whether the digests are now on, in words. */
export const digestsStateSchema = z.object({ receive_digests: z.boolean(), message: z.string() });
export type DigestsState = z.infer<typeof digestsStateSchema>;

/** PUT /v1/user/digests: the account switch 'Recibir resúmenes por correo'. */
export const ownDigestsBodySchema = z.object({ receive_digests: z.boolean() });
