import { describe, expect, it } from 'vitest';
import { STRIPE_INVOICE_ROUTES, STRIPE_SUBSCRIPTION_ROUTES } from '../../common/api/routes/stripe';
import { routeOf } from './contract-route';

describe('routeOf', () => {
  it('hands Fastify only the schema parts the contract declares, headers included', () => {
    const subscribe = routeOf(STRIPE_SUBSCRIPTION_ROUTES.create);
    expect(Object.keys(subscribe.schema).sort()).toEqual(['body', 'headers', 'response', 'summary', 'tags']);
    expect(subscribe.schema.headers).toBe(STRIPE_SUBSCRIPTION_ROUTES.create.headers);
  });

  it('leaves out the answers of a contract that declares none, as OpenAPI documents a file', () => {
    expect(Object.keys(routeOf(STRIPE_INVOICE_ROUTES.pdf).schema).sort()).toEqual([
      'params',
      'summary',
      'tags',
    ]);
  });
});
