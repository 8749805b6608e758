import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LICENCE_ROUTES } from '../../../../../common/api/routes/admin';
import { deleteLicence } from '../../../../domain/licences/delete-licence';
import { t } from '../../../../messages';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';

const deleteLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.route({
    ...routeOf(ADMIN_LICENCE_ROUTES.delete),
    handler: async (request) => {
      await deleteLicence(db, currentUser(request).id, request.params.id);
      return { message: t('admin.subscription.deleted') };
    },
  });
};

export default deleteLicenceRoute;
