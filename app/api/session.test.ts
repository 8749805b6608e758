import { describe, expect, it } from 'vitest';
import { renewedTokens, type SessionTokens, sessionCookie } from './session';

const held: SessionTokens = {
  'access-token': 'tok-1',
  client: 'client-1',
  uid: 'ana@example.com',
  expiry: '2000000000',
  'token-type': 'Bearer',
};

describe('renewedTokens', () => {
  it('takes the whole set a sign-in sends', () => {
    const headers = new Headers({
      'access-token': 'tok-2',
      client: 'client-2',
      uid: 'luis@example.com',
      expiry: '2100000000',
      'token-type': 'Bearer',
    });
    expect(renewedTokens(headers, held)).toEqual({
      'access-token': 'tok-2',
      client: 'client-2',
      uid: 'luis@example.com',
      expiry: '2100000000',
      'token-type': 'Bearer',
    });
  });

  it('slides the expiry of the session already held', () => {
    const headers = new Headers({ expiry: '2100000000' });
    expect(renewedTokens(headers, held)).toEqual({ ...held, expiry: '2100000000' });
  });

  it('changes nothing when the response carries no session headers', () => {
    expect(renewedTokens(new Headers({ 'content-type': 'application/json' }), held)).toBeNull();
  });

  it('ignores a lone expiry when no session is held', () => {
    expect(renewedTokens(new Headers({ expiry: '2100000000' }), null)).toBeNull();
  });

  it('rejects an incomplete new session', () => {
    expect(renewedTokens(new Headers({ 'access-token': 'tok-3' }), held)).toBeNull();
  });
});

describe('sessionCookie', () => {
  it('is SameSite=Lax, and Secure when the app is served over https', () => {
    const https = sessionCookie('{"uid":"ana@example.com"}', 3600, 'https:');
    expect(https).toBe(
      'licitaciones_session=%7B%22uid%22%3A%22ana%40example.com%22%7D; path=/; max-age=3600; SameSite=Lax; Secure',
    );
    expect(sessionCookie('x', 3600, 'http:')).toBe(
      'licitaciones_session=x; path=/; max-age=3600; SameSite=Lax',
    );
  });
});
