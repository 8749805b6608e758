import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptLicenceBodySchema,
  addMemberBodySchema,
  subscriptionInvitationParamsSchema,
  subscriptionMemberParamsSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '../../../../common/api/subscriptions';
import { currentUserSchema } from '../../../../common/api/user';
import { loadCurrentUser } from '../../../domain/accounts/present-user';
import { acceptLicence } from '../../../domain/licences/accept-licence';
import { inviteMember } from '../../../domain/licences/invite-member';
import { ownedLicence } from '../../../domain/licences/owned-licence';
import { presentLicence } from '../../../domain/licences/present-licence';
import { removeMember } from '../../../domain/licences/remove-member';
import { withdrawInvitation } from '../../../domain/licences/withdraw-invitation';
import { currentUser } from '../../auth';

/**
 * /v1/subscriptions/{id}: the licence subscription and its members, managed by its owner
 * (the `subscriptions` folder holds the follows, named after their own `/subscription` paths).
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['suscripción'];
  const answer = async (subscriptionId: number, ownerId: number) =>
    presentLicence(db, await ownedLicence(db, subscriptionId, ownerId));

  app.get(
    '/v1/subscriptions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'La suscripción propia con sus licencias y la actividad de cada usuario',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => answer(request.params.id, currentUser(request).id),
  );

  app.post(
    '/v1/subscriptions/:id/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Ofrecer una licencia a un correo: se le envía el enlace para aceptarla y queda pendiente (ocupa la plaza) hasta entonces',
        params: subscriptionParamsSchema,
        body: addMemberBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      await inviteMember(db, app.config, {
        licenceId: request.params.id,
        ownerId,
        email: request.body.user_email,
      });
      app.deliverMail();
      return answer(request.params.id, ownerId);
    },
  );

  app.delete(
    '/v1/subscriptions/:id/user/:userId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Quitar la licencia a un usuario (no al propietario)',
        params: subscriptionMemberParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      await removeMember(db, { licenceId: request.params.id, ownerId, userId: request.params.userId });
      return answer(request.params.id, ownerId);
    },
  );

  app.delete(
    '/v1/subscriptions/:id/invitation/:invitationId',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Retirar una licencia ofrecida que aún no se ha aceptado',
        params: subscriptionInvitationParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      await withdrawInvitation(db, {
        licenceId: request.params.id,
        ownerId,
        invitationId: request.params.invitationId,
      });
      return answer(request.params.id, ownerId);
    },
  );

  app.put(
    '/v1/subscriptions/invitation',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Aceptar, con la sesión de la cuenta invitada, la licencia ofrecida por correo',
        body: acceptLicenceBodySchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await acceptLicence(db, user, request.body.token);
      return loadCurrentUser(db, user);
    },
  );
};

export default licenceRoutes;
