import type { FeedCode } from '../../common/feeds';
import type { Rng } from './prng';
import { atomDateTime } from './time';

export interface PageLinks {
  self: string;
  first: string;
  prev?: string;
  next?: string;
}

export interface ManifestTombstone {
  ref: string;
  when: string;
  comment?: string;
}

export interface PagePlan {
  fileName: string;
  updated: number;
  entryStart: number;
  entryCount: number;
  tombstones: number;
}

export const FEEDS: Record<FeedCode, { name: string; title: string; gapMs: number; comment: string }> = {
  '643': {
    name: 'licitacionesPerfilesContratanteCompleto3',
    title: 'licitacionesPerfilesContratanteCompleto v3',
    gapMs: 60_000,
    comment: 'ANULADA',
  },
  '1044': {
    name: 'PlataformasAgregadasSinMenores',
    title: 'Plataformas Agregadas Sin Menores',
    gapMs: 150_000,
    comment: 'CERRADA',
  },
  '1143': {
    name: 'contratosMenoresPerfilesContratantes',
    title: 'DatosAbiertosMenores',
    gapMs: 20_000,
    comment: 'ANULADA',
  },
};
const NS = {
  cbc: 'urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2',
  cac: 'urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2',
  cacExt: 'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2',
  cbcExt: 'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2',
  at: 'http://purl.org/atompub/tombstones/1.0',
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** Tombstones on a page of `items`: most pages have none or a few, one in twenty a burst. */
export function tombstoneCount(rng: Rng, items: number): number {
  return Math.min(
    items - 1,
    rng.weighted([
      [0, 30],
      [rng.int(1, 5), 40],
      [rng.int(6, 30), 25],
      [rng.int(100, 200), 5],
    ]),
  );
}

export function tombstoneXml(t: ManifestTombstone, style: 'live' | 'archive'): string {
  if (style === 'archive')
    return `\n    <at:deleted-entry ref="${t.ref}" when="${t.when}" xmlns:at="${NS.at}"/>`;
  return `\n    <at:deleted-entry ref="${t.ref}" when="${t.when}">${t.comment ? `<at:comment type="${t.comment}"/>` : ''}</at:deleted-entry>`;
}

/** The two header styles seen in real pages: live (2026) and archive (2017–2022) prefixes and order. */
export function pageHeader(
  code: FeedCode,
  plan: PagePlan,
  links: PageLinks,
  style: 'live' | 'archive',
): string {
  const feed = FEEDS[code];
  const namespaces =
    style === 'live'
      ? `xmlns:cbc="${NS.cbc}" xmlns:cac="${NS.cac}" xmlns:cac-place-ext="${NS.cacExt}" xmlns:cbc-place-ext="${NS.cbcExt}" xmlns:at="${NS.at}" xmlns:ns7="${NS.ubl}"`
      : `xmlns:cbc-place-ext="${NS.cbcExt}" xmlns:cac-place-ext="${NS.cacExt}" xmlns:cbc="${NS.cbc}" xmlns:cac="${NS.cac}" xmlns:ns1="${NS.ubl}"`;
  const year = Number(atomDateTime(plan.updated).slice(0, 4));
  const email = year < 2018 ? 'minhap.es' : year < 2020 ? 'minhafp.es' : 'hacienda.gob.es';
  const link = (rel: string, href?: string) => (href ? `\n    <link href="${href}" rel="${rel}"/>` : '');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<feed xmlns="http://www.w3.org/2005/Atom" ${namespaces}>
    <author>
        <name>Plataforma de Contratación del Sector Público</name>
        <uri>https://contrataciondelestado.es</uri>
        <email>contrataciondelestado@${email}</email>
    </author>
    <id>https://contrataciondelestado.es/sindicacion/sindicacion_${code}/${feed.name}.atom</id>${link('self', links.self)}${link('first', links.first)}${link('prev', links.prev)}${link('next', links.next)}
    <title>Licitaciones publicadas en la Plataforma de Contratación del Sector Público: ${feed.title}</title>
    <updated>${atomDateTime(plan.updated)}</updated>`;
}
