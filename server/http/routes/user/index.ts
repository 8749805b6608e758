import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '../../../../common/api/auth';
import { currentUserSchema, userPreferencesBodySchema } from '../../../../common/api/user';
import { deleteAccount } from '../../../domain/accounts/delete-account';
import { loadCurrentUser, reloadCurrentUser } from '../../../domain/accounts/present-user';
import { setUserPreferences } from '../../../domain/accounts/set-preferences';
import { cancelCardBillingOf } from '../../../domain/billing/change-licence';
import { callStripe } from '../../../domain/billing/stripe-client';
import { t } from '../../../messages';
import { currentUser } from '../../auth';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['usuario'], summary: 'El usuario actual', response: { 200: currentUserSchema } },
    },
    async (request) => loadCurrentUser(app.database.db, currentUser(request)),
  );

  app.put(
    '/v1/user/preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Preferencias de presentación de la cuenta (vista compacta de resultados)',
        body: userPreferencesBodySchema,
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setUserPreferences(app.database.db, userId, request.body);
      return reloadCurrentUser(app.database.db, userId);
    },
  );

  app.delete(
    '/v1/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['usuario'],
        summary: 'Borrar la propia cuenta y todos sus datos',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await callStripe(() => cancelCardBillingOf(app.database.db, app.billing, app.config, userId));
      await deleteAccount(app.database.db, userId);
      return { message: t('account.cancel.done') };
    },
  );
};

export default userRoutes;
