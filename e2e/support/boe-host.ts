import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sharedPath } from '../../server/test/shared-data';

/** Real BOE open-data responses (daily summaries and item documents), unedited, from ../shared/boe. */
const BOE_FILES = sharedPath('boe');

/** The real item both BOE suites follow: the DGT's tender announcement of 07/05/2020. */
export const DGT_ITEM = {
  id: 'BOE-B-2020-13309',
  title:
    'Anuncio de licitación de: Dirección General de Tráfico. Objeto: Contratación de las oficinas de aseguramiento de la calidad y pruebas de la Gerencia de Informática de la Dirección General de Tráfico 2020-2022. 2 Lotes. Expediente: 1DGT00000813bis.',
  pdf: 'https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
};

export interface BoeHost {
  /** BOE_URL for the server under test. */
  env: Record<string, string>;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A loopback BOE: the real summary `summary` (e.g. BOE-S-20200507) answers as every day's
 * (/datosabiertos/api/boe/sumario/AAAAMMDD), since the sync asks for today and the real issues
 * are older; the real items kept beside it answer at /diario_boe/xml.php?id=… as issued on the
 * day last asked for (their `fecha_publicacion`, so alerts, which ignore old notices, see them
 * as new), and 404 for any item not kept, as the BOE does for an unknown one.
 */
export async function startBoeHost(summary: string): Promise<BoeHost> {
  const requests: string[] = [];
  let day: string | undefined;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://boe.local');
    requests.push(`${url.pathname}${url.search}`);
    const asked = /^\/datosabiertos\/api\/boe\/sumario\/(\d{8})$/.exec(url.pathname)?.[1];
    if (asked) day = asked;
    const id = url.pathname === '/diario_boe/xml.php' ? url.searchParams.get('id') : null;
    const name = asked ? summary : id && /^BOE-[A-Z]-\d{4}-\d+$/.test(id) ? id : null;
    const file = name && path.join(BOE_FILES, `${name}.xml`);
    if (!file || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>No encontrado</body></html>');
      return;
    }
    const xml = readFileSync(file, 'utf8');
    res
      .writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
      .end(day ? xml.replace(/<fecha_publicacion>\d{8}</, `<fecha_publicacion>${day}<`) : xml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    env: { BOE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
