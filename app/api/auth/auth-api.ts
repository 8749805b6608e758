import type { z } from 'zod';
import type {
  acceptInvitationBodySchema,
  recoverPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
} from '../../../common/api/auth';
import { AUTH_ROUTES } from '../../../common/api/routes/auth';
import { api } from '../client';

export const signIn = (body: z.infer<typeof signInBodySchema>) => api.call(AUTH_ROUTES.signIn, { body });

export const signUp = (body: z.infer<typeof registerBodySchema>) => api.call(AUTH_ROUTES.signUp, { body });

/** Ends this device's session on the server. */
export const signOut = () => api.call(AUTH_ROUTES.signOut);

/** Sends a reset link to the address. */
export const recoverPassword = (body: z.infer<typeof recoverPasswordBodySchema>) =>
  api.call(AUTH_ROUTES.recoverPassword, { body });

/** A new password, authorised by the reset link's headers. */
export const resetPassword = (body: z.infer<typeof resetPasswordBodySchema>, link: Record<string, string>) =>
  api.call(AUTH_ROUTES.resetPassword, { body, headers: link });

export const acceptInvitation = (body: z.infer<typeof acceptInvitationBodySchema>) =>
  api.call(AUTH_ROUTES.acceptInvitation, { body });
