import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

function directives(csp: string | undefined) {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://licitaciones.test' });
  });
  afterAll(() => t.close());

  it('sends the CSP and the browser protections on answers and errors alike', async () => {
    for (const url of ['/health', '/v1/no-existe', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(csp.get('frame-src')).toContain('https://js.stripe.com');
      expect(csp.get('connect-src')).toContain('https://api.stripe.com');
    }
  });

  it('frames only our own pages and Stripe, no document host', async () => {
    const frames = directives(
      (await t.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'] as string,
    ).get('frame-src');
    expect(frames).toEqual([
      "'self'",
      'blob:',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
  });

  it('sends no HSTS and no request upgrade on plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(
      directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
    ).toBe(false);
  });
});

describe('security headers when PUBLIC_URL is https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://licitaciones.example' });
  });
  afterAll(() => t.close());

  it('adds HSTS for a year and upgrades insecure subrequests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});
