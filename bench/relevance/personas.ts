import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { foldWord } from '../../common/text/words';
import type { PlacspEntry } from '../../server/db/tender-data';
import { readPlacspPage } from '../../server/ingest/placsp/page';
import type { FeatureInput } from '../../server/search/relevance/tender-features';
import { chunked, collectPage } from '../../server/test/placsp-samples';
import { sharedPath } from '../../server/test/shared-data';

/** The real pages the evaluation set is built from: two days of PLACSP's tenders, 779 entries. */
export const EVALUATION_PAGES = [
  'PlataformasAgregadasSinMenores_20190103_031259.atom',
  'PlataformasAgregadasSinMenores_20220105_030012.atom',
];

/**
 * Three bidders, each with a broad alert (`scope`: what their inbox receives) and a written rule
 * for what they would mark 'Me interesa' (`likes`); everything else in scope is 'No me interesa'.
 */
export interface Persona {
  name: string;
  scope: string;
  likes: string;
  inScope(entry: PlacspEntry): boolean;
  liked(entry: PlacspEntry): boolean;
}

const text = (entry: PlacspEntry) => foldWord(`${entry.title} ${entry.summary ?? ''}`);
const hasDivision = (entry: PlacspEntry, divisions: string[]) =>
  entry.cpvCodes.some((code) => divisions.includes(code.slice(0, 2)));
const nuts = (entry: PlacspEntry) => entry.location?.subentityCode ?? '';

export const PERSONAS: Persona[] = [
  {
    name: 'Ingeniería e informática',
    scope: 'Contratos de servicios (tipo 2)',
    likes:
      'CPV 71 (arquitectura e ingeniería) o 72 (informática), o el título o el objeto hablan de redacción de proyecto, dirección de obra, asistencia técnica, software o aplicaciones',
    inScope: (e) => e.contractTypeCode === '2',
    liked: (e) =>
      hasDivision(e, ['71', '72']) ||
      /redaccion del? proyecto|direccion de (la )?obra|asistencia tecnica|software|aplicacion(es)? informatica/.test(
        text(e),
      ),
  },
  {
    name: 'Constructora del norte',
    scope: 'Contratos de obras (tipo 3) o con CPV 45',
    likes: 'Obras en el País Vasco (NUTS ES21) o Navarra (ES22)',
    inScope: (e) => e.contractTypeCode === '3' || hasDivision(e, ['45']),
    liked: (e) => /^ES2[12]/.test(nuts(e)),
  },
  {
    name: 'Suministro sanitario',
    scope: 'Contratos de suministro (tipo 1)',
    likes:
      'CPV 33 (equipos médicos, farmacéuticos y de higiene personal), o el título o el objeto hablan de hospital, sanitario, médico, clínico o farmacia',
    inScope: (e) => e.contractTypeCode === '1',
    liked: (e) => hasDivision(e, ['33']) || /hospital|sanitari|medic[oa]s?\b|clinic|farmac/.test(text(e)),
  },
];

/** Every entry of the evaluation pages, oldest `updated` first (the order an inbox receives them). */
export async function evaluationEntries(): Promise<PlacspEntry[]> {
  const entries: PlacspEntry[] = [];
  for (const file of EVALUATION_PAGES) {
    const path = sharedPath(`placsp/${file}`);
    const page = await collectPage(
      readPlacspPage(chunked(await readFile(path), 1 << 16), { baseUrl: pathToFileURL(path).href }),
    );
    entries.push(...page.entries);
  }
  return entries.sort((a, b) => a.updated.localeCompare(b.updated) || a.entryId.localeCompare(b.entryId));
}

/** What the score reads of an entry, as the database would give it (the body keyed by its name). */
export const featureInputOf = (entry: PlacspEntry): FeatureInput => ({
  title: entry.title,
  summary: entry.summary,
  contract_type: entry.contractTypeCode,
  cpv_codes: entry.cpvCodes,
  cpv_names: {},
  contracting_party_id: null,
  contracting_party_name: entry.contractingParty?.name ?? null,
  location_nuts: entry.location?.subentityCode ?? null,
  amount: amountOf(entry.estimatedOverallContractAmount ?? entry.taxExclusiveAmount ?? entry.totalAmount),
});

const amountOf = (value: string | null) => (value === null ? null : Number(value));

/** The labelled set, kept in the test fixtures (rewritten by `npm run bench:relevance -- --write-labels`). */
export const LABELS_FILE = new URL('../../server/test/relevance-labels.json', import.meta.url);

/** Each persona's labels: entry id → 'up' or 'down', for the entries in its scope. */
export type Labels = Record<string, Record<string, 'up' | 'down'>>;

export function labelsByRules(entries: PlacspEntry[]): Labels {
  return Object.fromEntries(
    PERSONAS.map((persona) => [
      persona.name,
      Object.fromEntries(
        entries.filter(persona.inScope).map((e) => [e.entryId, persona.liked(e) ? 'up' : 'down'] as const),
      ),
    ]),
  );
}
