import { describe, expect, it } from 'vitest';
import { STRIPE_INVOICE_ROUTES, STRIPE_SUBSCRIPTION_ROUTES } from '../../common/api/routes/stripe';
import { routeOf } from './contract-route';

describe('routeOf', () => {
  it('hands Fastify only the schema parts the contract declares', () => {
    const update = routeOf(STRIPE_SUBSCRIPTION_ROUTES.update);
    expect(Object.keys(update.schema).sort()).toEqual(['body', 'response', 'summary', 'tags']);
    expect(update.schema.body).toBe(STRIPE_SUBSCRIPTION_ROUTES.update.body);
  });

  it('leaves out the answers of a contract that declares none, as a file route has', () => {
    expect(Object.keys(routeOf(STRIPE_INVOICE_ROUTES.pdf).schema).sort()).toEqual([
      'params',
      'summary',
      'tags',
    ]);
  });
});
