import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_MAIL_ROUTES } from '../../../../../common/api/routes/admin';
import { retryFailedMail } from '../../../../domain/admin/retry-failed-mail';
import { currentUser } from '../../../auth';
import { routeOf } from '../../../contract-route';

const retryMailRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(ADMIN_MAIL_ROUTES.retry),
    handler: async (request) => {
      const message = await retryFailedMail(app.database.db, request.params.id);
      app.deliverMail();
      request.log.info(
        { outboxId: message.id, adminId: currentUser(request).id },
        'failed e-mail retried by an admin',
      );
      return message;
    },
  });
};

export default retryMailRoute;
