import { defineRoute } from '../contract';
import {
  acceptLicenceBodySchema,
  addMemberBodySchema,
  subscriptionInvitationParamsSchema,
  subscriptionMemberParamsSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '../subscriptions';
import { currentUserSchema } from '../user';

const tags = ['suscripción'];

/** A licence subscription and its members, managed by its owner; accepting an offered licence. */
export const LICENCE_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/v1/subscriptions/:id',
    access: 'signed-in',
    tags,
    summary: 'La suscripción propia con sus licencias y la actividad de cada usuario',
    params: subscriptionParamsSchema,
    response: { 200: subscriptionSchema },
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/v1/subscriptions/:id/user',
    access: 'signed-in',
    tags,
    summary:
      'Ofrecer una licencia a un correo: se le envía el enlace para aceptarla y queda pendiente (ocupa la plaza) hasta entonces',
    params: subscriptionParamsSchema,
    body: addMemberBodySchema,
    response: { 200: subscriptionSchema },
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/v1/subscriptions/:id/user/:userId',
    access: 'signed-in',
    tags,
    summary: 'Quitar la licencia a un usuario (no al propietario)',
    params: subscriptionMemberParamsSchema,
    response: { 200: subscriptionSchema },
  }),
  withdrawInvitation: defineRoute({
    method: 'DELETE',
    path: '/v1/subscriptions/:id/invitation/:invitationId',
    access: 'signed-in',
    tags,
    summary: 'Retirar una licencia ofrecida que aún no se ha aceptado',
    params: subscriptionInvitationParamsSchema,
    response: { 200: subscriptionSchema },
  }),
  accept: defineRoute({
    method: 'PUT',
    path: '/v1/subscriptions/invitation',
    access: 'signed-in',
    tags,
    summary: 'Aceptar, con la sesión de la cuenta invitada, la licencia ofrecida por correo',
    body: acceptLicenceBodySchema,
    response: { 200: currentUserSchema },
  }),
};
