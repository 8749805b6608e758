import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMemberBodySchema,
  subscriptionMemberParamsSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '../../../../common/api/subscriptions';
import { addMember } from '../../../domain/subscriptions/add-member';
import { ownedSubscription } from '../../../domain/subscriptions/owned-subscription';
import { presentSubscription } from '../../../domain/subscriptions/present-subscription';
import { removeMember } from '../../../domain/subscriptions/remove-member';
import { currentUser, requireUser } from '../../auth';

/**
 * /v1/subscriptions/{id}: the licence subscription and its members, managed by its owner
 * (the `subscriptions` folder holds the follows, named after their own `/subscription` paths).
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tags = ['suscripción'];
  const answer = async (subscriptionId: number, ownerId: number) =>
    presentSubscription(db, await ownedSubscription(db, subscriptionId, ownerId));

  app.get(
    '/v1/subscriptions/:id',
    {
      preHandler: requireUser,
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
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Dar una licencia a un correo (se invita si no tiene cuenta)',
        params: subscriptionParamsSchema,
        body: addMemberBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      const { invited } = await addMember(db, app.config, {
        subscriptionId: request.params.id,
        ownerId,
        email: request.body.user_email,
      });
      if (invited) app.deliverMail();
      return answer(request.params.id, ownerId);
    },
  );

  app.delete(
    '/v1/subscriptions/:id/user/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Quitar la licencia a un usuario (no al propietario)',
        params: subscriptionMemberParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const ownerId = currentUser(request).id;
      await removeMember(db, { subscriptionId: request.params.id, ownerId, userId: request.params.userId });
      return answer(request.params.id, ownerId);
    },
  );
};

export default licenceRoutes;
