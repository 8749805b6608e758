import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undeliveredMailSchema } from '../../../../../common/api/admin-jobs';
import { errorResponseSchema } from '../../../../../common/api/errors';
import { idParamsSchema } from '../../../../../common/api/procurement-project';
import { retryFailedMail } from '../../../../domain/admin/retry-failed-mail';
import { currentUser } from '../../../auth';

const retryMailRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/admin/mail/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reintentar un correo que no se pudo entregar (solo administradores)',
        params: idParamsSchema,
        response: {
          200: undeliveredMailSchema,
          404: errorResponseSchema.describe('No existe ese mensaje'),
          409: errorResponseSchema.describe('El mensaje no ha fallado'),
        },
      },
    },
    async (request) => {
      const message = await retryFailedMail(app.database.db, request.params.id);
      app.deliverMail();
      request.log.info(
        { outboxId: message.id, adminId: currentUser(request).id },
        'failed e-mail retried by an admin',
      );
      return message;
    },
  );
};

export default retryMailRoute;
