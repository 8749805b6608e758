import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  inviteBodySchema,
  messageResponseSchema,
  recoverPasswordBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  updateAccountBodySchema,
} from '../auth';
import { defineRoute } from '../contract';
import { currentUserSchema } from '../user';

const tags = ['auth'];
const userAnswer = z.object({ data: currentUserSchema });

/** Sessions, sign-up and its confirmation, passwords, the own account's name, and invitations. */
export const AUTH_ROUTES = {
  signIn: defineRoute({
    method: 'POST',
    path: '/auth/sign_in',
    access: 'public',
    tags,
    summary: 'Iniciar sesión; devuelve las cabeceras access-token, client, uid, expiry y token-type',
    body: signInBodySchema,
    response: { 200: userAnswer },
  }),
  signOut: defineRoute({
    method: 'DELETE',
    path: '/auth/sign_out',
    access: 'public',
    tags,
    summary: 'Cerrar la sesión de este dispositivo',
    response: { 200: messageResponseSchema },
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/auth',
    access: 'public',
    tags,
    summary: 'Registrarse; se envía un correo con el enlace de confirmación',
    body: registerBodySchema,
    response: { 200: messageResponseSchema },
  }),
  confirm: defineRoute({
    method: 'GET',
    path: '/auth/confirmation',
    access: { token: 'confirmation' },
    tags,
    summary: 'Enlace de confirmación del correo; redirige a /sign_in',
    querystring: z.object({ confirmation_token: z.string().min(1).max(200) }),
  }),
  recoverPassword: defineRoute({
    method: 'POST',
    path: '/auth/password',
    access: 'public',
    tags,
    summary: 'Solicitar el correo para cambiar la contraseña',
    body: recoverPasswordBodySchema,
    response: { 200: messageResponseSchema },
  }),
  /** Authorised by the reset link's `access-token` and `uid` headers, which the call sends. */
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/auth/password',
    access: { token: 'password-reset' },
    tags,
    summary: 'Cambiar la contraseña con las cabeceras access-token y uid del enlace recibido',
    body: resetPasswordBodySchema,
    response: { 200: messageResponseSchema },
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/auth/',
    access: 'signed-in',
    tags,
    summary: 'Cambiar el nombre, o la contraseña con la actual (cierra las demás sesiones)',
    body: updateAccountBodySchema,
    response: { 200: userAnswer },
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/auth/invitation',
    access: 'admin',
    tags: ['auth', 'admin'],
    summary: 'Invitar a un usuario por correo (solo administradores)',
    body: inviteBodySchema,
    response: { 200: messageResponseSchema },
  }),
  acceptInvitation: defineRoute({
    method: 'PUT',
    path: '/auth/invitation',
    access: { token: 'invitation' },
    tags,
    summary: 'Aceptar una invitación: nombre y contraseña',
    body: acceptInvitationBodySchema,
    response: { 200: messageResponseSchema },
  }),
};
