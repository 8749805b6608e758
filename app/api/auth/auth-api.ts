import { z } from 'zod';
import type {
  acceptInvitationBodySchema,
  recoverPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
} from '../../../common/api/auth';
import { currentUserSchema } from '../../../common/api/user';
import { api } from '../client';

const signInResponseSchema = z.object({ data: currentUserSchema });

export const signIn = (body: z.infer<typeof signInBodySchema>) =>
  api.post('/auth/sign_in', { body, schema: signInResponseSchema });

export const signUp = (body: z.infer<typeof registerBodySchema>) => api.post('/auth', { body });

/** Ends this device's session on the server. */
export const signOut = () => api.delete('/auth/sign_out');

/** Sends a reset link to the address. */
export const recoverPassword = (body: z.infer<typeof recoverPasswordBodySchema>) =>
  api.post('/auth/password', { body });

/** A new password, authorised by the reset link's headers. */
export const resetPassword = (body: z.infer<typeof resetPasswordBodySchema>, link: Record<string, string>) =>
  api.put('/auth/password', { body, headers: link });

export const acceptInvitation = (body: z.infer<typeof acceptInvitationBodySchema>) =>
  api.put('/auth/invitation', { body });
