/**
 * The hosts that publish the feeds' documents — PLACSP, the regional platforms the 1044 feed
 * aggregates, and the BOE — as found in their real pages: the only sites whose PDFs the tender
 * page shows in a frame (the CSP's `frame-src`). `*.` also covers every subdomain. A document
 * elsewhere opens in a new tab.
 */
export const DOCUMENT_HOSTS = [
  'contrataciondelestado.es',
  '*.contrataciondelestado.es',
  'boe.es',
  '*.boe.es',
  'contractaciopublica.gencat.cat',
  'www.contratacion.euskadi.eus',
  'apps.euskadi.eus',
  'www.madrid.org',
  'www.asturias.es',
  'www.bilbao.eus',
  'place-agregacion.carm.es',
] as const;

/** True when `uri` is an http(s) address on one of DOCUMENT_HOSTS. */
export function onDocumentHost(uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return DOCUMENT_HOSTS.some((host) =>
    host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host,
  );
}
