import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('applies defaults: PGlite under ./data, port 3000, both roles', () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.roles).toEqual({ web: true, worker: true });
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('honours PORT, DATABASE_URL and ROLES', () => {
    const c = parseConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@127.0.0.1:5432/lic', ROLES: 'worker' });
    expect(c.port).toBe(8080);
    expect(c.databaseUrl).toBe('postgres://u@127.0.0.1:5432/lic');
    expect(c.roles).toEqual({ web: false, worker: true });
  });

  it('reads DATABASE_READ_URL as a comma-separated list of replicas, only beside DATABASE_URL', () => {
    const primary = 'postgres://u@10.0.0.1:5432/lic';
    expect(parseConfig({ DATABASE_URL: primary }).databaseReadUrls).toEqual([]);
    expect(
      parseConfig({
        DATABASE_URL: primary,
        DATABASE_READ_URL: 'postgres://u@10.0.0.2:5432/lic, postgres://u@10.0.0.3:5432/lic',
      }).databaseReadUrls,
    ).toEqual(['postgres://u@10.0.0.2:5432/lic', 'postgres://u@10.0.0.3:5432/lic']);
    expect(() => parseConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'réplica' })).toThrow(ConfigError);
    expect(() => parseConfig({ DATABASE_READ_URL: 'postgres://u@10.0.0.2:5432/lic' })).toThrow(
      'DATABASE_READ_URL: requiere DATABASE_URL',
    );
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('trusts no proxy unless told: true, a hop count or the proxies’ addresses', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    const hops = parseConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('limits signed-out mail per hour by default, each limit settable or off with 0', () => {
    expect(parseConfig({}).mailLimits).toEqual({
      signUp: { perEmail: 3, perAddress: 10 },
      passwordReset: { perEmail: 3, perAddress: 10 },
      contact: { perAddress: 5 },
    });
    expect(parseConfig({ LIMIT_CONTACT_PER_ADDRESS: '0' }).mailLimits.contact.perAddress).toBe(0);
    expect(() => parseConfig({ LIMIT_SIGN_UP_PER_EMAIL: '-1' })).toThrow(ConfigError);
  });

  it('fails fast naming every wrong variable', () => {
    try {
      parseConfig({ PORT: 'abc', ROLES: 'web,cook', DATABASE_URL: 'not a url' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('ROLES');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it("gives new accounts the spec's 15-day trial unless the operator sets another whole number of days", () => {
    expect(parseConfig({}).trialDays).toBe(15);
    expect(parseConfig({ TRIAL_DAYS: '' }).trialDays).toBe(15);
    expect(parseConfig({ TRIAL_DAYS: '0' }).trialDays).toBe(0);
    expect(parseConfig({ TRIAL_DAYS: '30' }).trialDays).toBe(30);
    for (const wrong of ['-1', '2.5', 'quince'])
      expect(() => parseConfig({ TRIAL_DAYS: wrong })).toThrow(/TRIAL_DAYS/);
  });

  it('schedules the notification digests at 07:00 daily and on Mondays unless told otherwise or off', () => {
    expect(parseConfig({}).mail.digestCron).toEqual({ daily: '0 7 * * *', weekly: '0 7 * * 1' });
    const c = parseConfig({ MAIL_DIGEST_DAILY_CRON: 'off', MAIL_DIGEST_WEEKLY_CRON: '30 8 * * MON' });
    expect(c.mail.digestCron).toEqual({ daily: undefined, weekly: '30 8 * * MON' });
  });

  it('rejects a digest cron that is not 5 fields', () => {
    expect(() => parseConfig({ MAIL_DIGEST_WEEKLY_CRON: '0 7 * *' })).toThrow(
      /MAIL_DIGEST_WEEKLY_CRON: debe ser/,
    );
    expect(() => parseConfig({ MAIL_DIGEST_DAILY_CRON: 'cada día' })).toThrow(/MAIL_DIGEST_DAILY_CRON/);
  });

  it('leaves card billing off without a Stripe key and requires the rest of it with one', () => {
    expect(parseConfig({}).stripe).toBeUndefined();
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_m' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: obligatorio[\s\S]*STRIPE_PRICE_YEARLY[\s\S]*STRIPE_TAX_RATE/,
    );
    const stripe = parseConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_TAX_RATE: 'txr_iva',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    }).stripe;
    expect(stripe).toMatchObject({
      prices: { monthly: 'price_m', yearly: 'price_y' },
      taxRate: 'txr_iva',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('syncs the BOE on publication days, section V-A, from www.boe.es unless told otherwise', () => {
    expect(parseConfig({}).boe).toEqual({
      url: 'https://www.boe.es',
      syncCron: '0 9 * * 1-6',
      sections: ['5A'],
    });
    const c = parseConfig({ BOE_URL: 'http://127.0.0.1:9/', BOE_SYNC_CRON: 'off', BOE_SECTIONS: '5a, 5B' });
    expect(c.boe).toEqual({ url: 'http://127.0.0.1:9', syncCron: undefined, sections: ['5A', '5B'] });
    expect(() => parseConfig({ BOE_SECTIONS: '5A,9' })).toThrow(/BOE_SECTIONS/);
  });
});
