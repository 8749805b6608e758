import type { ApiCaller } from './api-caller';

/** Calls the API of a running server over HTTP with a key: what the stdio entry uses. */
export function fetchCaller(baseUrl: string, key: string): ApiCaller {
  const origin = baseUrl.replace(/\/+$/, '');
  return async ({ method, url, body }) => {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: jsonOrNull(await response.text()) };
  };
}

/** The body as JSON; null for an empty or non-JSON one (a proxy's error page): its status still tells. */
function jsonOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
