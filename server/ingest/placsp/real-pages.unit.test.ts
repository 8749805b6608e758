import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HAVE_SAMPLES, readSample, SKIP_MESSAGE, samplePath } from '../../test/placsp-samples';

const PLACSP = 'https://contrataciondelestado.es/sindicacion';
const sibling = (page: string, name: string) => new URL(name, pathToFileURL(samplePath(page))).href;

/** Counts checked against the XML itself (SOURCES.md and a namespace-aware count). */
const PAGES = [
  {
    file: 'placsp-atom-licitaciones.xml',
    feed: '643',
    entries: 3,
    tombstones: 1,
    duplicateIds: [],
    next: `${PLACSP}/sindicacion_643/licitacionesPerfilesContratanteCompleto3_20260810_201056.atom`,
    firstTombstone: {
      entryId: `${PLACSP}/licitacionesPerfilContratante/20276100`,
      when: '2026-08-10T16:24:23.783Z',
      comment: 'ANULADA',
    },
  },
  {
    file: 'full-20-entries.atom',
    feed: '643',
    entries: 20,
    tombstones: 2,
    duplicateIds: [],
    next: `${PLACSP}/sindicacion_643/licitacionesPerfilesContratanteCompleto3_20171230_030112.atom`,
    firstTombstone: {
      entryId: `${PLACSP}/licitacionesPerfilContratante/1872130`,
      when: '2017-12-29T13:21:35.421Z',
      comment: null,
    },
  },
  {
    file: 'PlataformasAgregadasSinMenores_20220105_030012.atom',
    feed: '1044',
    entries: 475,
    tombstones: 25,
    duplicateIds: ['8588360', '8910847', '9007895'],
    next: 'PlataformasAgregadasSinMenores_20220104_030016.atom',
    firstTombstone: {
      entryId: `${PLACSP}/PlataformasAgregadasSinMenores/6724977`,
      when: '2022-01-04T00:12:01.376Z',
      comment: null,
    },
  },
  {
    file: 'PlataformasAgregadasSinMenores_20190103_031259.atom',
    feed: '1044',
    entries: 304,
    tombstones: 196,
    duplicateIds: ['2379363'],
    next: 'PlataformasAgregadasSinMenores_20181231_031557.atom',
    firstTombstone: {
      entryId: `${PLACSP}/PlataformasAgregadasSinMenores/2503075`,
      when: '2019-01-02T13:10:54.651Z',
      comment: null,
    },
  },
  {
    file: 'contratosMenoresPerfilesContratantes_20200116_041442_1.atom',
    feed: '1143',
    entries: 498,
    tombstones: 2,
    duplicateIds: [],
    next: 'contratosMenoresPerfilesContratantes_20200116_041442_2.atom',
    firstTombstone: {
      entryId: `${PLACSP}/datosAbiertosMenores/4512575`,
      when: '2020-01-15T11:04:12.804Z',
      comment: null,
    },
  },
  {
    file: 'placsp-atom-menores.xml',
    feed: '1143',
    entries: 2,
    tombstones: 0,
    duplicateIds: [],
    next: `${PLACSP}/sindicacion_1143/contratosMenoresPerfilesContratantes_20260814_030609.atom`,
    firstTombstone: undefined,
  },
] as const;

describe.skipIf(!HAVE_SAMPLES)(`every real PLACSP page ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it.each(PAGES)('$file: counts, feed, next link, first tombstone', async (expected) => {
    const page = await readSample(expected.file);
    expect(page.rejections).toEqual([]);
    expect(page.header?.feed).toBe(expected.feed);
    // Archive pages link by bare file name: resolved against the page's own address.
    const next = expected.next.startsWith('https:') ? expected.next : sibling(expected.file, expected.next);
    expect(page.header?.links.next).toBe(next);
    expect(page.entries).toHaveLength(expected.entries);
    expect(page.tombstones).toHaveLength(expected.tombstones);
    expect(page.tombstones[0]).toEqual(expected.firstTombstone);
    expect(new Set(page.entries.map((e) => e.source))).toEqual(new Set([expected.feed]));

    const seen = new Map<string, number>();
    for (const e of page.entries) seen.set(e.entryId, (seen.get(e.entryId) ?? 0) + 1);
    const duplicated = [...seen].filter(([, n]) => n > 1).map(([id]) => id.split('/').at(-1));
    expect(duplicated.sort()).toEqual([...expected.duplicateIds]);

    // Entries come newest first; a repeated id is an older version further down.
    const updated = page.entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());
  });
});
