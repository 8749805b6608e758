import { describe, expect, it } from 'vitest';
import type { StoredDocument } from '../../../common/api/documents';
import {
  findDocumentHits,
  findPhrase,
  groupHits,
  hitSnippet,
  hitsBySegment,
  parseDocumentQuery,
} from './document-search';
import { documentSegments } from './document-segments';

// Blocks as the BOE parser stores BOE-B-2020-13309 (texts from the real announcement).
const doc: StoredDocument = {
  source: 'boe',
  id: 'BOE-B-2020-13309',
  title: 'Anuncio de licitación de: Dirección General de Tráfico.',
  department: 'Ministerio del Interior',
  date: '2020-05-07',
  pdf_url: 'https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
  html_url: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2020-13309',
  pdf_pages: { first: 17759, last: 17761 },
  pages: [
    {
      number: 1,
      blocks: [
        { type: 'group', id: 'p1-1', level: 0, label: '1. Poder adjudicador:' },
        { type: 'field', id: 'p1-2', level: 1, label: '1.1) Nombre:', text: 'Dirección General de Tráfico.' },
        {
          type: 'paragraph',
          id: 'p1-3',
          role: 'parrafo',
          text: 'Contratación de las oficinas de aseguramiento de la calidad y pruebas de la Gerencia de Informática de la Dirección General de Tráfico.',
        },
        {
          type: 'table',
          id: 'p1-4',
          rows: [
            [{ id: 'p1-4-r1c1', header: true, text: 'Lote', colspan: 2 }],
            [
              { id: 'p1-4-r2c1', header: false, text: 'Oficina de calidad' },
              { id: 'p1-4-r2c2', header: false, text: 'Dirección general de tráfico' },
            ],
          ],
        },
        { type: 'image', id: 'p1-5', src: 'https://www.boe.es/x.png', alt: 'Dirección General de Tráfico' },
      ],
    },
  ],
};

describe('parseDocumentQuery', () => {
  it('keeps the words folded and sets the Spanish stop words aside as typed', () => {
    expect(parseDocumentQuery('Dirección General DE Tráfico, por la Gerencia')).toEqual({
      terms: ['direccion', 'general', 'trafico', 'gerencia'],
      ignored: ['DE', 'por', 'la'],
    });
  });

  it('has no terms when only stop words are typed', () => {
    expect(parseDocumentQuery('de la del')).toEqual({ terms: [], ignored: ['de', 'la', 'del'] });
  });
});

describe('findPhrase', () => {
  it('finds the words in a row skipping stop words, accent- and case-insensitively', () => {
    const text = 'Oficinas del Aseguramiento y oficinas de aseguramiento';
    const ranges = findPhrase(text, parseDocumentQuery('oficinas de aseguramiento').terms);
    expect(ranges.map((r) => text.slice(r.start, r.end))).toEqual([
      'Oficinas del Aseguramiento',
      'oficinas de aseguramiento',
    ]);
  });

  it('does not match the words apart or out of order, nor a word inside another', () => {
    const terms = parseDocumentQuery('calidad pruebas').terms;
    expect(findPhrase('calidad y las pruebas', terms)).toHaveLength(1);
    expect(findPhrase('calidad, otras pruebas', terms)).toHaveLength(1);
    expect(findPhrase('calidad de servicio y pruebas', terms)).toEqual([]);
    expect(findPhrase('pruebas de calidad', terms)).toEqual([]);
    expect(findPhrase('calidades y pruebas', terms)).toEqual([]);
  });

  it('finds nothing without terms', () => {
    expect(findPhrase('de la', [])).toEqual([]);
  });
});

describe('findDocumentHits', () => {
  const hits = findDocumentHits(
    documentSegments(doc),
    parseDocumentQuery('dirección general de tráfico').terms,
  );

  it('numbers every match in reading order with its page, element and segment', () => {
    expect(hits.map(({ index, page, target, key }) => ({ index, page, target, key }))).toEqual([
      { index: 0, page: 1, target: 'p1-2', key: 'p1-2:text' },
      { index: 1, page: 1, target: 'p1-3', key: 'p1-3:text' },
      { index: 2, page: 1, target: 'p1-4-r2c2', key: 'p1-4-r2c2:text' },
    ]);
    expect(
      doc.pages[0]!.blocks[2]!.type === 'paragraph' &&
        doc.pages[0]!.blocks[2]!.text.slice(hits[1]!.start, hits[1]!.end),
    ).toBe('Dirección General de Tráfico');
  });

  it('groups the hits by element and by segment', () => {
    const twice = findDocumentHits(documentSegments(doc), ['calidad']);
    expect(groupHits(twice).map((g) => [g.target, g.hits.length])).toEqual([
      ['p1-3', 1],
      ['p1-4-r2c1', 1],
    ]);
    expect([...hitsBySegment(hits).keys()]).toEqual(['p1-2:text', 'p1-3:text', 'p1-4-r2c2:text']);
  });
});

describe('hitSnippet', () => {
  const text =
    'Contratación de las oficinas de aseguramiento de la calidad y pruebas de la Gerencia de Informática';
  it('shows whole words around the match, marking what is cut', () => {
    const start = text.indexOf('calidad');
    expect(hitSnippet(text, { start, end: start + 7 }, 20)).toEqual({
      before: '…aseguramiento de la ',
      match: 'calidad',
      after: ' y pruebas de la…',
    });
  });

  it('keeps the text whole when it is short', () => {
    expect(hitSnippet('Oficina de calidad', { start: 11, end: 18 })).toEqual({
      before: 'Oficina de ',
      match: 'calidad',
      after: '',
    });
  });
});
