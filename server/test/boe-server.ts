import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { boePath } from './boe-files';

/**
 * The BOE's live host is unreachable here: a loopback server answers like it from the real files
 * — the day's summary at /datosabiertos/api/boe/sumario/AAAAMMDD (BOE-S-AAAAMMDD.xml), items at
 * /diario_boe/xml.php?id=… — and 404 for what is not there (a day without a BOE, an item not kept).
 * `edit` changes a file's text before it is served (e.g. today's date, a broken item).
 */
export interface BoeFake {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startBoeFake(
  edit: (name: string, xml: string) => string = (_, xml) => xml,
): Promise<BoeFake> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://boe.local');
    requests.push(`${url.pathname}${url.search}`);
    const day = /^\/datosabiertos\/api\/boe\/sumario\/(\d{8})$/.exec(url.pathname)?.[1];
    const id = url.pathname === '/diario_boe/xml.php' ? url.searchParams.get('id') : null;
    const name = day ? `BOE-S-${day}` : id && /^BOE-[A-Z]-\d{4}-\d+$/.test(id) ? id : null;
    if (!name || !existsSync(boePath(name)) || req.headers.accept !== 'application/xml') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>No encontrado</body></html>');
      return;
    }
    res
      .writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
      .end(edit(name, readFileSync(boePath(name), 'utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
