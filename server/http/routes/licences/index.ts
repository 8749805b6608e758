import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LICENCE_ROUTES } from '../../../../common/api/routes/licences';
import { loadCurrentUser } from '../../../domain/accounts/present-user';
import { acceptLicence } from '../../../domain/licences/accept-licence';
import { inviteMember } from '../../../domain/licences/invite-member';
import { ownedLicence } from '../../../domain/licences/owned-licence';
import { presentLicence } from '../../../domain/licences/present-licence';
import { removeMember } from '../../../domain/licences/remove-member';
import { withdrawInvitation } from '../../../domain/licences/withdraw-invitation';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/**
 * /v1/subscriptions/{id}: the licence subscription and its members, managed by its owner
 * (the `subscriptions` folder holds the follows, named after their own `/subscription` paths).
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answer = async (subscriptionId: number, ownerId: number) =>
    presentLicence(db, await ownedLicence(db, subscriptionId, ownerId));

  app.route({
    ...routeOf(LICENCE_ROUTES.show),
    handler: async (request) => answer(request.params.id, currentUser(request).id),
  });

  app.route({
    ...routeOf(LICENCE_ROUTES.invite),
    handler: async (request) => {
      const ownerId = currentUser(request).id;
      await inviteMember(db, app.config, {
        licenceId: request.params.id,
        ownerId,
        email: request.body.user_email,
      });
      app.deliverMail();
      return answer(request.params.id, ownerId);
    },
  });

  app.route({
    ...routeOf(LICENCE_ROUTES.removeMember),
    handler: async (request) => {
      const ownerId = currentUser(request).id;
      await removeMember(db, { licenceId: request.params.id, ownerId, userId: request.params.userId });
      return answer(request.params.id, ownerId);
    },
  });

  app.route({
    ...routeOf(LICENCE_ROUTES.withdrawInvitation),
    handler: async (request) => {
      const ownerId = currentUser(request).id;
      await withdrawInvitation(db, {
        licenceId: request.params.id,
        ownerId,
        invitationId: request.params.invitationId,
      });
      return answer(request.params.id, ownerId);
    },
  });

  app.route({
    ...routeOf(LICENCE_ROUTES.accept),
    handler: async (request) => {
      const user = currentUser(request);
      await acceptLicence(db, user, request.body.token);
      return loadCurrentUser(db, user);
    },
  });
};

export default licenceRoutes;
