import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { t } from '../messages';
import { isPublicAddress } from './address-check';
import type { HostPacer } from './host-pacer';
import { acceptableContentType, sniffType } from './sniff-type';

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 30_000;

export interface SafeFetchOptions {
  maxBytes: number;
  allowLoopback: boolean;
  pacer: HostPacer;
  /** Name resolution; tests give their own to map a name to a private address. */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchOutcome =
  | { kind: 'ok'; body: Buffer; mimeType: string; etag: string | null; lastModified: string | null }
  | { kind: 'not_modified' }
  /** Never worth asking again: a forbidden address or scheme, too big, not a kept type. */
  | { kind: 'refused'; reason: string }
  /** An HTTP error or a network failure: `retry` when a later attempt may succeed. */
  | { kind: 'error'; reason: string; retry: boolean };

class Refused extends Error {}

const defaultResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Downloads one document without ever touching a private network: each host (the first and every
 * redirect's) is resolved here, every address checked, and the socket connects to the checked
 * address through the request's `lookup`, so no second resolution can swap it. Redirects are
 * followed by hand, at most five.
 */
export async function safeFetch(
  uri: string,
  validators: Validators,
  options: SafeFetchOptions,
): Promise<FetchOutcome> {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { kind: 'refused', reason: t('documentFetch.badAddress') };
  }
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { kind: 'refused', reason: t('documentFetch.scheme', { scheme: url.protocol }) };
      const address = await checkedAddress(url.hostname, options);
      const current = url;
      // The host's slot is held until the body is read, not just until the headers arrive.
      const step = await options.pacer.run(url.host, async () =>
        answer(await request(current, address, validators), options.maxBytes),
      );
      if (!('redirect' in step)) return step;
      url = new URL(step.redirect, url);
    }
    return { kind: 'refused', reason: t('documentFetch.tooManyRedirects', { count: MAX_REDIRECTS }) };
  } catch (err) {
    if (err instanceof Refused) return { kind: 'refused', reason: err.message };
    return {
      kind: 'error',
      reason: t('documentFetch.network', { message: (err as Error).message }),
      retry: true,
    };
  }
}

/** The one address to connect to: refused when any address the host has is not public. */
async function checkedAddress(
  hostname: string,
  options: SafeFetchOptions,
): Promise<{ address: string; family: number }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses = family ? [{ address: bare, family }] : await (options.resolve ?? defaultResolve)(bare);
  const forbidden = addresses.find((a) => !isPublicAddress(a.address, options.allowLoopback));
  if (forbidden || addresses.length === 0)
    throw new Refused(
      t('documentFetch.forbiddenAddress', {
        host: hostname,
        address: forbidden?.address ?? t('documentFetch.noAddress'),
      }),
    );
  return addresses[0]!;
}

/** What one response means: a redirect to follow, or the outcome. */
async function answer(
  response: IncomingMessage,
  maxBytes: number,
): Promise<FetchOutcome | { redirect: string }> {
  const { statusCode = 0, headers } = response;
  if (statusCode >= 300 && statusCode < 400 && statusCode !== 304) {
    response.resume();
    if (headers.location) return { redirect: headers.location };
    return {
      kind: 'error',
      reason: t('documentFetch.redirectWithoutTarget', { status: statusCode }),
      retry: false,
    };
  }
  if (statusCode === 304) {
    response.resume();
    return { kind: 'not_modified' };
  }
  if (statusCode !== 200) {
    response.resume();
    // A 404 on PLACSP is often a document not yet published: worth a few more tries too.
    return {
      kind: 'error',
      reason: t('documentFetch.httpStatus', { status: statusCode }),
      retry: statusCode >= 500 || [404, 408, 429].includes(statusCode),
    };
  }
  return readBody(response, maxBytes);
}

function request(
  url: URL,
  address: { address: string; family: number },
  validators: Validators,
): Promise<IncomingMessage> {
  // Hands the checked address to the socket whatever the caller asks for (one or all addresses).
  const lookup = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  }) as unknown as LookupFunction;
  const headers: Record<string, string> = { 'user-agent': 'Licitaciones/1.0 (lectura de pliegos)' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: 'GET', headers, lookup, timeout: TIMEOUT_MS }, resolve);
    req.on('timeout', () => req.destroy(new Error(t('documentFetch.timeout'))));
    req.on('error', reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<FetchOutcome> {
  const tooBig = {
    kind: 'refused',
    reason: t('documentFetch.tooBig', {
      size: (maxBytes / 1_048_576).toLocaleString('es-ES', { maximumFractionDigits: 2 }),
    }),
  } as const;
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    return tooBig;
  }
  if (!acceptableContentType(response.headers['content-type'])) {
    response.destroy();
    return {
      kind: 'refused',
      reason: t('documentFetch.contentType', { type: response.headers['content-type'] }),
    };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Enforced while streaming: a server may send no length, or a false one.
    if (size > maxBytes) {
      response.destroy();
      return tooBig;
    }
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  const mimeType = sniffType(body);
  if (!mimeType) return { kind: 'refused', reason: t('documentFetch.notADocument') };
  const header = (name: string) => {
    const value = response.headers[name];
    return typeof value === 'string' ? value : null;
  };
  return { kind: 'ok', body, mimeType, etag: header('etag'), lastModified: header('last-modified') };
}
