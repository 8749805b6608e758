import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * PLACSP's 643 head page on loopback for tests that run several worker processes: each worker
 * is pointed at `headUrl(tag)`, so a request says which worker is syncing. One page (no `next`)
 * is served; a test can hold the next request open to catch a sync mid-run.
 */
export interface PlacspHost {
  headUrl(tag: string): string;
  /** The page every head URL answers from now on (a whole ATOM document). */
  publish(xml: string): void;
  /** Holds the next head request open until `release`; `tag` tells whose it is. */
  holdNext(): { tag: Promise<string>; release(): void };
  /** Tags of the head requests, in order. */
  requests: string[];
  /** The most requests that were in flight at the same moment (two syncs at once would make 2). */
  maxInFlight(): number;
  close(): Promise<void>;
}

export async function startPlacspHost(): Promise<PlacspHost> {
  let page = '';
  let inFlight = 0;
  let maxInFlight = 0;
  const requests: string[] = [];
  let hold: { claim(tag: string, answer: () => void): void } | undefined;

  const server = createServer((req, res) => {
    const tag = /^\/(\w+)\/head\.atom$/.exec(req.url ?? '')?.[1];
    if (!tag) {
      res.writeHead(404).end();
      return;
    }
    requests.push(tag);
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    // A killed worker's socket closes without an answer: it is no longer in flight either.
    res.once('close', () => {
      inFlight -= 1;
    });
    const answer = () => send(res, page);
    const held = hold;
    hold = undefined;
    if (held) held.claim(tag, answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    headUrl: (tag) => `${origin}/${tag}/head.atom`,
    publish(xml) {
      // The real page's links lead to PLACSP itself: this host serves the head page only.
      page = xml.replace(/\s*<link\b[^>]*rel="(?:next|prev)"[^>]*\/>/g, '');
    },
    holdNext() {
      let answer: (() => void) | undefined;
      let released = false;
      const tag = new Promise<string>((resolve) => {
        hold = {
          claim(t, a) {
            answer = a;
            resolve(t);
            if (released) a();
          },
        };
      });
      return {
        tag,
        release() {
          released = true;
          answer?.();
        },
      };
    },
    requests,
    maxInFlight: () => maxInFlight,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, xml: string) {
  if (res.destroyed) return;
  res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(xml);
}
