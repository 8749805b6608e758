import type { Config } from '../../config';

/** The BOE could not be reached or answered an error: the sync fails visibly and is retried. */
export class BoeUnreachableError extends Error {
  override name = 'BoeUnreachableError';
}

const TIMEOUT_MS = 60_000;

/**
 * GETs one BOE resource as text. `null` for a 404 (a day without a BOE: Sundays, some holidays);
 * an error for anything else that is not 200.
 */
export async function fetchBoe(url: string): Promise<string | null> {
  let res: Response;
  try {
    res = await fetch(url, {
      // Always say what we want: what the API answers without Accept is not documented.
      headers: { accept: 'application/xml', 'user-agent': 'Licitaciones/1.0 (+sincronizacion BOE)' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new BoeUnreachableError(`No se ha podido conectar con el BOE (${url}): ${(err as Error).message}`);
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new BoeUnreachableError(`El BOE ha respondido HTTP ${res.status} a ${url}`);
  return res.text();
}

/** The day's summary in the current open-data API. */
export const summaryUrl = (config: Pick<Config, 'boe'>, date: string) =>
  `${config.boe.url}/datosabiertos/api/boe/sumario/${date.replaceAll('-', '')}`;
/** An item's XML document, on the configured host (the summary's own links name www.boe.es). */
export const itemUrl = (config: Pick<Config, 'boe'>, identifier: string) =>
  `${config.boe.url}/diario_boe/xml.php?id=${encodeURIComponent(identifier)}`;
