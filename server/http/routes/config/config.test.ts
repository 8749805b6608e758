import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'hola@licitaciones.test', TRIAL_DAYS: '30' });
});
afterAll(() => t.close());

describe('GET /v1/config', () => {
  it('gives any visitor the contact address, the Stripe publishable key (none here) and the trial days, nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      contact_email: 'hola@licitaciones.test',
      stripe_publishable_key: null,
      trial_days: 30,
    });
  });
});
