import { z } from 'zod';

/** The app page a digest's unsubscribe link opens (GET), confirming the change and offering to undo. */
export const UNSUBSCRIBE_PAGE = '/baja';

/** /v1/mail/unsubscribe?token=…: the signed token of a digest's unsubscribe link (its only credential). */
export const unsubscribeQuerySchema = z.object({ token: z.string().max(200) });

/** GET /v1/mail/unsubscribe/check: whose digests the link turns off, and whether they are on now. */
export const unsubscribeLinkSchema = z.object({ email: z.string(), receive_digests: z.boolean() });

/** What the unsubscribe page shows after a change: whose digests, and whether they are now on. */
export const digestsStateSchema = z.object({
  email: z.string(),
  receive_digests: z.boolean(),
  message: z.string(),
});
export type DigestsState = z.infer<typeof digestsStateSchema>;

/** PUT /v1/user/digests: the account switch 'Recibir resúmenes por correo'. */
export const ownDigestsBodySchema = z.object({ receive_digests: z.boolean() });
