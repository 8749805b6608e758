import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_ROUTES } from '../../../../common/api/routes/stripe';
import { applyStripeEvent } from '../../../domain/billing/apply-stripe-event';
import { type Billing, callStripe, requireBilling } from '../../../domain/billing/stripe-client';
import { AppError } from '../../../errors';
import { t } from '../../../messages';
import { routeOf } from '../../contract-route';

/**
 * POST /stripe/webhook: Stripe's events, accepted only with a valid signature of the raw body
 * (so this plugin reads JSON as bytes), applied once per event id with the object as Stripe has
 * it now.
 */
const webhookRoutes: FastifyPluginAsyncZod<{ billing: Billing | undefined }> = async (app, opts) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.route({
    ...routeOf(STRIPE_WEBHOOK_ROUTES.receive),
    handler: async (request) => {
      const b = requireBilling(opts.billing, app.config.contactEmail);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = b.stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(signature ?? ''),
          b.config.webhookSecret,
        );
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new AppError('bad_request', t('errors.billing.badSignature'));
        }
        throw err;
      }
      const applied = await callStripe(() => applyStripeEvent(app.database.db, b, event));
      return { received: true, duplicate: !applied };
    },
  });
};

export default webhookRoutes;
