import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PLACSP_PAGES } from './server';

/**
 * Real PLACSP pages taken apart, and newer versions of their entries built from them the way
 * PLACSP publishes one: the same entry with a later `updated` and some CODICE values changed.
 * Every edit fails loudly when the element is missing, so a test never serves an unchanged copy.
 */

export interface RealPage {
  /** From the XML declaration to the last feed element before the first tombstone or entry. */
  header: string;
  tombstones: string[];
  entries: string[];
}

/** A page of ../shared/placsp, e.g. `placsp-atom-licitaciones.xml`. */
export function readRealPage(file: string): RealPage {
  const xml = readFileSync(path.join(PLACSP_PAGES, file), 'utf8');
  const firstItem = xml.search(/<at:deleted-entry\b|<entry>/);
  return {
    header: xml.slice(0, firstItem),
    tombstones: xml.match(/<at:deleted-entry\b[^>]*?(?:\/>|>[\s\S]*?<\/at:deleted-entry>)/g) ?? [],
    entries: xml.match(/<entry>[\s\S]*?<\/entry>/g) ?? [],
  };
}

/** A page as PLACSP writes one: tombstones first, then entries newest `updated` first. */
export function pageXml(header: string, items: { tombstones?: string[]; entries: string[] }): string {
  const entries = [...items.entries].sort((a, b) => Date.parse(updatedOf(b)) - Date.parse(updatedOf(a)));
  return `${header}${[...(items.tombstones ?? []), ...entries].join('\n')}\n</feed>\n`;
}

function replaceOnce(entry: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(entry)) throw new Error(`The entry has no ${what} to change`);
  return entry.replace(pattern, replacement);
}

/** A CODICE element by local name, whatever the namespace prefix of the file: $1 and $3 are its tags, $2 its text. */
const element = (name: string) =>
  new RegExp(`(<(?:[\\w-]+:)?${name}\\b[^>]*>)([^<]*)(</(?:[\\w-]+:)?${name}>)`);

function withText(entry: string, name: string, value: string): string {
  return replaceOnce(entry, element(name), `$1${value}$3`, name);
}

const atomId = /(<entry>\s*<id>[^<]*\/)(\d+)(<\/id>)/;

function updatedOf(entry: string): string {
  const match = entry.match(/<updated>([^<]+)<\/updated>/);
  if (!match) throw new Error('The entry has no updated');
  return match[1]!;
}

export interface EntryEdits {
  /** A new atom:id number: the same tender published as a brand-new entry. */
  number?: string;
  /** The entry's atom:title: what the app shows as the tender's title. */
  title?: string;
  updated?: Date;
  /** ContractFolderStatusCode (PUB, EV, ADJ, RES…). */
  status?: string;
  /** The folder's budget without taxes (the first TaxExclusiveAmount, before lots and results). */
  taxExclusiveAmount?: string;
  /** TenderSubmissionDeadlinePeriod EndDate, YYYY-MM-DD. */
  deadline?: string;
}

/** The entry with those values changed, everything else as PLACSP published it. */
export function editEntry(entry: string, edits: EntryEdits): string {
  let xml = entry;
  if (edits.number) xml = replaceOnce(xml, atomId, `$1${edits.number}$3`, 'atom:id');
  if (edits.title) xml = withText(xml, 'title', edits.title);
  if (edits.updated) xml = withText(xml, 'updated', edits.updated.toISOString());
  if (edits.status) xml = withText(xml, 'ContractFolderStatusCode', edits.status);
  if (edits.taxExclusiveAmount) xml = withText(xml, 'TaxExclusiveAmount', edits.taxExclusiveAmount);
  if (edits.deadline) {
    xml = replaceOnce(
      xml,
      /(<(?:[\w-]+:)?TenderSubmissionDeadlinePeriod>\s*<(?:[\w-]+:)?EndDate>)([^<]*)(<)/,
      `$1${edits.deadline}$3`,
      'submission deadline',
    );
  }
  return xml;
}
