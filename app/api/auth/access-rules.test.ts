import { describe, expect, it } from 'vitest';
import { type CurrentUser, trialSubscription } from '../../../common/api/user';
import { accessRedirect, isAdminPath, returnPath } from './access-rules';

function user(
  overrides: Partial<CurrentUser> = {},
  licence: Partial<CurrentUser['subscription']> = {},
): CurrentUser {
  return {
    id: 1,
    name: 'Ana',
    email: 'ana@example.com',
    role: 'user',
    gravatar_url: '',
    created_at: '2025-01-01T00:00:00.000Z',
    confirmed: true,
    last_sign_in_at: null,
    active: true,
    trial_days_remaining: 0,
    pending_subscription_upgrade: false,
    pending_payment_method: false,
    pending_invoice_id: null,
    receive_digests: true,
    compact_results: false,
    recommendations: false,
    ...overrides,
    subscription: { ...trialSubscription(0), ...licence },
  };
}

describe('accessRedirect', () => {
  it('sends visitors to /inicio from every protected route', () => {
    expect(accessRedirect('user', null)).toBe('/inicio');
    expect(accessRedirect('tenders', null)).toBe('/inicio');
    expect(accessRedirect('admin', null)).toBe('/inicio');
  });

  it('sends signed-in users away from visitor-only routes to the dashboard', () => {
    expect(accessRedirect('visitor', null)).toBeNull();
    expect(accessRedirect('visitor', user())).toBe('/licitaciones');
  });

  it('lets tender routes through with an active subscription or trial days left', () => {
    expect(accessRedirect('tenders', user({}, { status: 'active' }))).toBeNull();
    expect(accessRedirect('tenders', user({}, { status: 'trial', trial_days_remaining: 3 }))).toBeNull();
  });

  it('sends users without subscription or trial to the account page', () => {
    expect(accessRedirect('tenders', user({}, { status: 'expired' }))).toBe('/user');
    expect(accessRedirect('tenders', user({}, { status: 'canceled' }))).toBe('/user');
    expect(accessRedirect('user', user())).toBeNull();
  });

  it('lets admins (staff) into the tender routes whether their trial is over or they hold no licence', () => {
    expect(accessRedirect('tenders', user({ role: 'admin' }, { status: 'expired' }))).toBeNull();
    expect(accessRedirect('tenders', user({ role: 'admin' }, { status: 'canceled' }))).toBeNull();
  });

  it('keeps the admin area for admins', () => {
    expect(accessRedirect('admin', user())).toBe('/licitaciones');
    expect(accessRedirect('admin', user({ role: 'admin' }))).toBeNull();
  });
});

describe('isAdminPath', () => {
  it('tells the admin screens from the rest', () => {
    expect(isAdminPath('/admin/users')).toBe(true);
    expect(isAdminPath('/admin/sidekiq')).toBe(true);
    expect(isAdminPath('/administracion')).toBe(false);
    expect(isAdminPath('/licitaciones')).toBe(false);
  });
});

describe('returnPath', () => {
  it('returns to a path of this app after sign-in, and to the dashboard otherwise', () => {
    expect(returnPath('/licencia?token=abc')).toBe('/licencia?token=abc');
    expect(returnPath(null)).toBe('/licitaciones');
    expect(accessRedirect('visitor', user(), '/licencia?token=abc')).toBe('/licencia?token=abc');
    for (const away of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'licencia']) {
      expect(returnPath(away)).toBe('/licitaciones');
    }
  });
});
