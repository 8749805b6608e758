import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_ROUTES } from '../../../../common/api/routes/user';
import { deleteAccount } from '../../../domain/accounts/delete-account';
import { loadCurrentUser, reloadCurrentUser } from '../../../domain/accounts/present-user';
import { setUserPreferences } from '../../../domain/accounts/set-preferences';
import { cancelCardBillingOf } from '../../../domain/billing/change-licence';
import { callStripe } from '../../../domain/billing/stripe-client';
import { t } from '../../../messages';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(USER_ROUTES.show),
    handler: async (request) => loadCurrentUser(app.database.db, currentUser(request)),
  });

  app.route({
    ...routeOf(USER_ROUTES.updatePreferences),
    handler: async (request) => {
      const userId = currentUser(request).id;
      await setUserPreferences(app.database.db, userId, request.body);
      return reloadCurrentUser(app.database.db, userId);
    },
  });

  app.route({
    ...routeOf(USER_ROUTES.delete),
    handler: async (request) => {
      const userId = currentUser(request).id;
      await callStripe(() => cancelCardBillingOf(app.database.db, app.billing, app.config, userId));
      await deleteAccount(app.database.db, userId);
      return { message: t('account.cancel.done') };
    },
  });
};

export default userRoutes;
