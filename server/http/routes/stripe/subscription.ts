import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscribeHeadersSchema } from '../../../../common/api/billing';
import { STRIPE_SUBSCRIPTION_ROUTES } from '../../../../common/api/routes/stripe';
import { reloadCurrentUser } from '../../../domain/accounts/present-user';
import {
  cancelSubscription,
  changeQuantity,
  previewProration,
  setRenewal,
} from '../../../domain/billing/change-licence';
import { ownStripeSubscription } from '../../../domain/billing/own-stripe-subscription';
import { type Billing, callStripe, requireBilling } from '../../../domain/billing/stripe-client';
import { subscribe } from '../../../domain/billing/subscribe';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';
import { ownCustomerId } from './customer';

/** Subscribe, change licences or renewal, cancel: each answers the user with the new subscription. */
const subscriptionRoutes: FastifyPluginAsyncZod<{ billing: Billing | undefined }> = async (app, opts) => {
  const db = app.database.db;
  const billing = () => requireBilling(opts.billing, app.config.contactEmail);
  const owned = (userId: number) => ownStripeSubscription(db, app.config, userId);

  const create = routeOf(STRIPE_SUBSCRIPTION_ROUTES.create);
  app.route({
    ...create,
    // The app sends the key through api.call's idempotencyKey; only the server reads it.
    schema: { ...create.schema, headers: subscribeHeadersSchema },
    handler: async (request) =>
      callStripe(async () => {
        const user = currentUser(request);
        await subscribe(db, billing(), user, request.body, request.headers['idempotency-key']);
        return reloadCurrentUser(db, user.id);
      }),
  });

  app.route({
    ...routeOf(STRIPE_SUBSCRIPTION_ROUTES.update),
    handler: async (request) =>
      callStripe(async () => {
        const b = billing();
        const userId = currentUser(request).id;
        const subscription = await owned(userId);
        const { quantity, cancel_at_period_end } = request.body;
        if (quantity !== undefined) await changeQuantity(db, b, subscription, quantity);
        if (cancel_at_period_end !== undefined) await setRenewal(db, b, subscription, cancel_at_period_end);
        return reloadCurrentUser(db, userId);
      }),
  });

  app.route({
    ...routeOf(STRIPE_SUBSCRIPTION_ROUTES.cancel),
    handler: async (request) =>
      callStripe(async () => {
        const b = billing();
        const userId = currentUser(request).id;
        await cancelSubscription(db, b, await owned(userId));
        return reloadCurrentUser(db, userId);
      }),
  });

  app.route({
    ...routeOf(STRIPE_SUBSCRIPTION_ROUTES.proration),
    handler: async (request) =>
      callStripe(async () => {
        const b = billing();
        const user = currentUser(request);
        return previewProration(b, await owned(user.id), ownCustomerId(user), request.query.quantity);
      }),
  });
};

export default subscriptionRoutes;
