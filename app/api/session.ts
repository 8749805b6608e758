/**
 * The session's token headers (access-token, client, uid, expiry, token-type). Kept in
 * localStorage and mirrored in a cookie so the login is remembered across visits and survives
 * either store being cleared on its own.
 */

export const SESSION_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;
export type SessionHeader = (typeof SESSION_HEADERS)[number];
export type SessionTokens = Record<SessionHeader, string>;

const STORAGE_KEY = 'licitaciones.session';
const COOKIE_NAME = 'licitaciones_session';

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  return SESSION_HEADERS.every((name) => typeof (value as Record<string, unknown>)[name] === 'string');
}

/** `expiry` is in Unix seconds, as the server sends it. */
function isExpired(tokens: SessionTokens, now = Date.now()): boolean {
  const expiry = Number(tokens.expiry);
  return Number.isFinite(expiry) && expiry * 1000 <= now;
}

function parse(text: string | null | undefined): SessionTokens | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSessionTokens(value) ? value : null;
  } catch {
    return null;
  }
}

function readCookie(): string | undefined {
  const prefix = `${COOKIE_NAME}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/**
 * The Set-Cookie line of the session: sent on same-site navigations only (Lax), and only over
 * TLS (Secure) when the app is served over https, so the tokens never travel in clear.
 */
export function sessionCookie(value: string, maxAgeSeconds: number, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${COOKIE_NAME}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

function writeCookie(value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser; the value is encoded here.
  document.cookie = sessionCookie(value, maxAgeSeconds, location.protocol);
}

/** The stored session, or null when there is none or it has expired. */
export function readTokens(): SessionTokens | null {
  const tokens = parse(localStorage.getItem(STORAGE_KEY)) ?? parse(readCookie());
  if (!tokens) return null;
  if (isExpired(tokens)) {
    clearTokens();
    return null;
  }
  return tokens;
}

export function saveTokens(tokens: SessionTokens) {
  const text = JSON.stringify(tokens);
  localStorage.setItem(STORAGE_KEY, text);
  const secondsLeft = Math.floor(Number(tokens.expiry) - Date.now() / 1000);
  writeCookie(text, Number.isFinite(secondsLeft) && secondsLeft > 0 ? secondsLeft : 0);
}

export function clearTokens() {
  localStorage.removeItem(STORAGE_KEY);
  writeCookie('', 0);
}

/**
 * The session after a response: sign-in sends the whole set; a sliding renewal sends only a new
 * `expiry` for the session already held. Null when the response changes nothing.
 */
export function renewedTokens(headers: Headers, current: SessionTokens | null): SessionTokens | null {
  const sent = SESSION_HEADERS.filter((name) => headers.get(name) !== null);
  if (sent.length === 0) return null;
  const base = headers.has('access-token') ? null : current;
  const merged: Partial<SessionTokens> = { ...base };
  for (const name of sent) merged[name] = headers.get(name)!;
  merged['token-type'] ??= 'Bearer';
  return isSessionTokens(merged) ? merged : null;
}
