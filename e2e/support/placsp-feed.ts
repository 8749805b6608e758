import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FeedCode } from '../../common/feeds';

/** Where PLACSP publishes each feed's head page (server/config.ts defaults). */
const HEADS: Record<FeedCode, string> = {
  '643': '/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3.atom',
  '1044': '/sindicacion/sindicacion_1044/PlataformasAgregadasSinMenores.atom',
  '1143': '/sindicacion/sindicacion_1143/contratosMenoresPerfilesContratantes.atom',
};

export interface PlacspFeed {
  /** PLACSP_URL_643/1044/1143 for the server under test. */
  env: Record<string, string>;
  /**
   * Serves these pages (whole ATOM documents, see placsp-entries.ts) from now on: the first at
   * the feed's head URL, each linking to the next as its older page; the last has no `next`.
   */
  serve(feed: FeedCode, pages: string[]): void;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

const pathOf = (feed: FeedCode, index: number) =>
  index === 0 ? HEADS[feed] : HEADS[feed].replace(/\.atom$/, `_${index}.atom`);

/** The page's own feed links replaced by the ones of its place in what is served. */
function linked(xml: string, origin: string, feed: FeedCode, index: number, count: number): string {
  const link = (i: number, rel: string) => `<link href="${origin}${pathOf(feed, i)}" rel="${rel}"/>`;
  const links = [
    link(index, 'self'),
    link(0, 'first'),
    ...(index > 0 ? [link(index - 1, 'prev')] : []),
    ...(index < count - 1 ? [link(index + 1, 'next')] : []),
  ];
  const firstItem = xml.search(/<at:deleted-entry\b|<entry>/);
  const head = firstItem < 0 ? xml : xml.slice(0, firstItem);
  const rest = firstItem < 0 ? '' : xml.slice(firstItem);
  const bare = head.replace(/\s*<link\b[^>]*rel="(?:self|first|prev|next)"[^>]*\/>/g, '');
  return bare.replace('</id>', `</id>\n    ${links.join('\n    ')}`) + rest;
}

/**
 * PLACSP's syndication host on loopback (the real one is unreachable here): head page, then older
 * pages through `next`, answering what the test chose to publish; anything else is a 404.
 */
export async function startPlacspFeed(): Promise<PlacspFeed> {
  const served = new Map<string, string>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '';
    requests.push(url);
    const body = served.get(url);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    env: {
      PLACSP_URL_643: `${origin}${HEADS['643']}`,
      PLACSP_URL_1044: `${origin}${HEADS['1044']}`,
      PLACSP_URL_1143: `${origin}${HEADS['1143']}`,
    },
    serve(feed, pages) {
      for (const key of [...served.keys()])
        if (key.startsWith(HEADS[feed].replace(/\.atom$/, ''))) served.delete(key);
      pages.forEach((xml, i) => {
        served.set(pathOf(feed, i), linked(xml, origin, feed, i, pages.length));
      });
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
