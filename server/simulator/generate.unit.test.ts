import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { observedFields, type ParsedPage, parsePage } from '../test/simulator-entries';
import { type GeneratedPage, type GenerateOptions, generatePages, writeFeed } from './feed-writer';

const generate = (options: GenerateOptions) => [...generatePages(options)];
const pages643 = generate({ feed: '643', entries: 1500, pageSize: 200, seed: 7 });
const parsed643 = pages643.map((page) => parsePage(page.xml));

function checkChain(pages: GeneratedPage[], head: string) {
  pages.forEach((page, i) => {
    expect(page.links.self).toBe(page.fileName);
    expect(page.links.first).toBe(head);
    expect(page.links.prev).toBe(pages[i - 1]?.fileName);
    expect(page.links.next).toBe(pages[i + 1]?.fileName);
  });
}

describe('generated PLACSP feed', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const again = generate({ feed: '643', entries: 1500, pageSize: 200, seed: 7 });
    expect(again.map((p) => p.xml)).toEqual(pages643.map((p) => p.xml));
    const other = generatePages({ feed: '643', entries: 1500, pageSize: 200, seed: 8 }).next().value;
    expect(other?.xml).not.toBe(pages643[0]!.xml);
  });

  it('writes the requested entries in pages of at most pageSize items, head page first', () => {
    expect(pages643.reduce((sum, p) => sum + p.entries.length, 0)).toBe(1500);
    for (const page of pages643)
      expect(page.entries.length + page.tombstones.length).toBeLessThanOrEqual(200);
    expect(pages643[0]!.fileName).toBe('licitacionesPerfilesContratanteCompleto3.atom');
    for (const page of pages643.slice(1)) {
      expect(page.fileName).toMatch(/^licitacionesPerfilesContratanteCompleto3_\d{8}_\d{6}(_\d+)?\.atom$/);
    }
    expect(new Set(pages643.map((p) => p.fileName)).size).toBe(pages643.length);
    expect(pages643.some((p) => /_\d{6}_1\.atom$/.test(p.fileName))).toBe(true);
  });

  it('chains pages with relative self/first/prev/next links, or absolute ones on request', () => {
    checkChain(pages643, 'licitacionesPerfilesContratanteCompleto3.atom');
    parsed643.forEach((page, i) => {
      expect(page.links).toEqual(pages643[i]!.links);
    });
    expect(pages643[0]!.links.prev).toBeUndefined();
    expect(pages643.at(-1)!.links.next).toBeUndefined();
    const absolute = generate({ feed: '1143', entries: 300, pageSize: 100, linkStyle: 'absolute' });
    expect(absolute[1]!.links.self).toMatch(
      /^https:\/\/contrataciondelestado\.es\/sindicacion\/sindicacion_1143\/contratosMenoresPerfilesContratantes_\d{8}_\d{6}/,
    );
  });

  it('is well-formed namespaced XML: tombstones first, entries by updated descending, both header styles', () => {
    for (const page of parsed643) {
      const firstEntry = page.order.indexOf('entry');
      expect(page.order.lastIndexOf('deleted-entry')).toBeLessThan(firstEntry === -1 ? Infinity : firstEntry);
      const times = page.entries.map((e) => Date.parse(e.updated));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.title).toBe(
        'Licitaciones publicadas en la Plataforma de Contratación del Sector Público: licitacionesPerfilesContratanteCompleto v3',
      );
    }
    const all = pages643.flatMap((p) => p.entries.map((e) => Date.parse(e.updated)));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(pages643.some((p) => p.xml.includes('xmlns:ns1='))).toBe(true);
    expect(pages643.some((p) => p.xml.includes('xmlns:ns7='))).toBe(true);
    expect(parsed643.flatMap((p) => p.tombstones).some((t) => t.comment === 'ANULADA')).toBe(true);
  });

  it('agrees with its manifest: ids, versions, tombstones and exactly the changed fields', () => {
    const latest = new Map<string, { version: number; fields: Record<string, string> }>();
    let compared = 0;
    let duplicatePages = 0;
    parsed643.forEach((page: ParsedPage, i) => {
      const manifest = pages643[i]!;
      expect(page.tombstones).toEqual(manifest.tombstones);
      expect(page.entries.map((e) => [e.id, e.updated])).toEqual(
        manifest.entries.map((e) => [e.id, e.updated]),
      );
      if (new Set(page.entries.map((e) => e.id)).size < page.entries.length) duplicatePages++;
      page.entries.forEach((entry, j) => {
        const record = manifest.entries[j]!;
        const fields = observedFields(entry);
        expect(fields.status).toContain(record.status);
        // Walking back in time: the version seen before this one is its successor.
        const newer = latest.get(entry.id);
        if (newer) {
          expect(newer.version).toBe(record.version + 1);
          const differing = Object.keys(fields).filter((key) => fields[key] !== newer.fields[key]);
          const declared = manifest.entries.concat(pages643.slice(0, i + 1).flatMap((p) => p.entries));
          const newerRecord = declared.find((e) => e.id === entry.id && e.version === newer.version)!;
          expect(differing.sort()).toEqual([...newerRecord.changed].sort());
          compared++;
        }
        latest.set(entry.id, { version: record.version, fields });
      });
    });
    expect(compared).toBeGreaterThan(20);
    expect(duplicatePages).toBeGreaterThan(0);
  });

  it('writes 643 entries with lots, awards with dates and the full party', () => {
    const values = parsed643.flatMap((p) => p.entries.flatMap((e) => e.values.map(([path]) => path)));
    for (const path of [
      'ProcurementProjectLot/ID',
      'TenderResult/AwardDate',
      'TenderResult/Contract/IssueDate',
      'TenderResult/AwardedTenderedProject/LegalMonetaryTotal/PayableAmount',
      'LocatedContractingParty/Party/PartyIdentification/ID',
      'ProcurementProject/PlannedPeriod/DurationMeasure',
      'ProcurementProject/RealizedLocation/CountrySubentityCode',
      'TenderingProcess/TenderSubmissionDeadlinePeriod/EndTime',
    ]) {
      expect(values).toContain(path);
    }
    const statuses = new Set(pages643.flatMap((p) => p.entries.map((e) => e.status)));
    expect([...statuses].sort()).toEqual(['ADJ', 'ANUL', 'EV', 'PRE', 'PUB', 'RES']);
  });

  it('writes minimal 1044 entries and resolved 1143 minor contracts', () => {
    const aggregated = generate({ feed: '1044', entries: 400, pageSize: 200 }).map((p) => parsePage(p.xml));
    const paths1044 = new Set(
      aggregated.flatMap((p) => p.entries.flatMap((e) => e.values.map(([path]) => path))),
    );
    for (const absent of [
      'ProcurementProject/BudgetAmount/TotalAmount',
      'ProcurementProjectLot/ID',
      'TenderResult/AwardDate',
      'LocatedContractingParty/Party/PartyIdentification/ID',
    ]) {
      expect(paths1044.has(absent)).toBe(false);
    }
    expect(paths1044.has('TenderResult/AwardedTenderedProject/ProcurementProjectLotID')).toBe(true);
    expect(aggregated[0]!.title).toMatch(/Plataformas Agregadas Sin Menores$/);

    const minor = generate({ feed: '1143', entries: 400, pageSize: 200 }).map((p) => parsePage(p.xml));
    expect(minor[0]!.title).toMatch(/DatosAbiertosMenores$/);
    for (const entry of minor.flatMap((p) => p.entries)) {
      const get = (path: string) => entry.values.filter(([p]) => p === path).map(([, v]) => v);
      expect(get('ContractFolderStatusCode')).toEqual(['RES']);
      expect(get('TenderingProcess/ProcedureCode')).toEqual(['6']);
      expect(get('TenderResult/ResultCode')).toHaveLength(1);
    }
  });

  it('writes decimal commas for the requested share of tenders', () => {
    const [head] = generate({ feed: '643', entries: 50, pageSize: 200, commaDecimalShare: 1 });
    const amounts = [...head!.xml.matchAll(/<cbc:TaxExclusiveAmount currencyID="EUR">([^<]*)</g)].map(
      (m) => m[1]!,
    );
    expect(amounts.some((a) => a.includes(','))).toBe(true);
    expect(amounts.some((a) => a.includes('.'))).toBe(false);
  });

  it('writes the pages and a manifest line per entry and tombstone to a folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'placsp-gen-'));
    try {
      const summary = writeFeed({ feed: '1044', entries: 600, pageSize: 250, outDir: dir, manifest: true });
      expect(readdirSync(dir).sort()).toEqual([...summary.files, 'manifest.jsonl'].sort());
      const lines = readFileSync(join(dir, 'manifest.jsonl'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(summary.entries + summary.tombstones);
      expect(summary.entries).toBe(600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
