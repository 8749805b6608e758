import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedPath } from './shared-data';

/** The real PLACSP pages (read-only, beside the checkout). */
export const PLACSP = sharedPath('placsp');
/** The id prefix of the 643 feed's entries (licitaciones): the entry number follows. */
export const ENTRY_643 = 'https://contrataciondelestado.es/sindicacion/licitacionesPerfilContratante/';

export type TextEdits = [from: string, to: string][];

/** Applies each edit once, failing loudly when the text it should replace is not there. */
export function applyEdits(text: string, edits: TextEdits): string {
  let out = text;
  for (const [from, to] of edits) {
    if (!out.includes(from)) throw new Error(`Texto no encontrado en la página: ${from}`);
    out = out.replace(from, to);
  }
  return out;
}

/** One entry of a real page, from `<entry>` to `</entry>` inclusive. */
export function realEntry(file: string, entryId: string): string {
  const xml = readFileSync(path.join(PLACSP, file), 'utf8');
  const at = xml.indexOf(`${entryId}</id>`);
  if (at < 0) throw new Error(`${entryId} no está en ${file}`);
  const start = xml.lastIndexOf('<entry', at);
  return xml.slice(start, xml.indexOf('</entry>', at) + '</entry>'.length);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'lic-placsp-pages-'));

/**
 * A copy of a real page, written to a temporary folder: some entries edited (a newer version
 * of them), `feed` edits on the rest of the page (e.g. its tombstones) and `added` entries
 * appended (new tenders, e.g. built from realEntry). Returns its path.
 */
export function editedPage(
  file: string,
  changes: { entries?: Record<string, TextEdits>; feed?: TextEdits; added?: string[] },
  name = file,
): string {
  let xml = readFileSync(path.join(PLACSP, file), 'utf8');
  for (const [entryId, edits] of Object.entries(changes.entries ?? {})) {
    const entry = realEntry(file, entryId);
    xml = xml.replace(entry, applyEdits(entry, edits));
  }
  xml = applyEdits(xml, changes.feed ?? []);
  if (changes.added?.length) xml = xml.replace('</feed>', `${changes.added.join('\n')}\n</feed>`);
  const out = path.join(mkdtempSync(path.join(tmp, 'page-')), name);
  writeFileSync(out, xml);
  return out;
}

/** An hour ago, as PLACSP writes `updated`: what a live sync brings. */
export const recentlyUpdated = () =>
  `<updated>${new Date(Date.now() - 3_600_000).toISOString().replace('Z', '+00:00')}</updated>`;

/**
 * A new tender for a page's `added`: a real entry of `file` under another id (`ENTRY_643` +
 * `number`) and expediente (`folder`: [real, new]), updated as given (an hour ago by default).
 */
export const newTenderFrom = (
  file: string,
  entryId: string,
  number: string,
  folder: [string, string],
  updated = recentlyUpdated(),
) =>
  realEntry(file, entryId)
    .replace(`${entryId}</id>`, `${ENTRY_643}${number}</id>`)
    .replace(/<updated>[^<]*<\/updated>/, updated)
    .replace(`<cbc:ContractFolderID>${folder[0]}<`, `<cbc:ContractFolderID>${folder[1]}<`);
