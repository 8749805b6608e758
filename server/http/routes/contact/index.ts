import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_ROUTES } from '../../../../common/api/routes/contact';
import { sendContactMessage } from '../../../domain/accounts/send-contact-message';
import { t } from '../../../messages';
import { routeOf } from '../../contract-route';
import { byAddress, limitPerHour } from '../../rate-limits';

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(CONTACT_ROUTES.send),
    preHandler: limitPerHour(app, [
      { name: 'contact:address', max: app.config.mailLimits.contact.perAddress, key: byAddress },
    ]),
    handler: async (request) => {
      await sendContactMessage(app.database.db, app.config, request.body);
      app.deliverMail();
      return { message: t('contact.success') };
    },
  });
};

export default contactRoutes;
