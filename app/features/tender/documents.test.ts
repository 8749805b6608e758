import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../../common/api/procurement-project';
import { documentFacts, documentName, stillReading } from './documents';

const doc = (fields: Partial<ProjectDocument>): ProjectDocument => ({
  name: null,
  string_id: null,
  uri: null,
  mime_type: null,
  type_label: null,
  date: null,
  ...fields,
});

describe('tender documents', () => {
  it('names a document by name, then string_id, then the file name of its uri', () => {
    expect(documentName(doc({ name: 'PCAP.pdf', string_id: 'x' }))).toBe('PCAP.pdf');
    expect(documentName(doc({ name: ' ', string_id: 'Pliego técnico' }))).toBe('Pliego técnico');
    expect(documentName(doc({ uri: 'https://example.es/docs/Anexo%20I.pdf?v=2' }))).toBe('Anexo I.pdf');
    expect(documentName(doc({ uri: 'no es una dirección' }))).toBe('');
  });

  it('keeps reading while a pending document has had no attempt yet', () => {
    const pending = { status: 'pending' as const, error: null };
    expect(stillReading([{ status: 'ok', error: null }, pending])).toBe(true);
    expect(
      stillReading([
        { status: 'ok', error: null },
        { ...pending, error: 'HTTP 404' },
      ]),
    ).toBe(false);
    expect(stillReading([{ status: 'failed', error: 'Tipo no admitido: text/html' }])).toBe(false);
    expect(stillReading([])).toBe(false);
  });

  it('tells apart documents of one name by their identifier and place among them', () => {
    const name = 'Actos públicos informativos ó de apertura de ofertas';
    const same = ['f4bd896b-92f6-4e21-a241-9414720055da', '789316c4-a0be-4438-9bbe-2876b786d98c'].map((id) =>
      doc({ name, string_id: id, uri: `https://contrataciondelestado.es/wps/x?DocumentIdParam=${id}` }),
    );
    const list = [...same, doc({ name: 'PCAP.pdf', string_id: 'PCAP.pdf' })];
    expect(documentFacts(same[0]!, list)).toEqual({
      repeated: { position: 1, of: 2, id: 'f4bd896b-92f6-4e21-a241-9414720055da' },
    });
    expect(documentFacts(same[1]!, list).repeated?.position).toBe(2);
    expect(documentFacts(list[2]!, list)).toEqual({});
  });

  it('gives the type PLACSP names and the day of publication when the feed has them', () => {
    const minutes = doc({
      name: 'FORMALIZACION PERFIL 58-17.pdf',
      type_label: 'Documento de Acta de Formalización',
      date: '2018-01-03',
    });
    expect(documentFacts(minutes, [minutes])).toEqual({
      type: 'Documento de Acta de Formalización',
      date: '2018-01-03',
    });
  });

  it('names a repeated file by its own file name when its address has one', () => {
    const a = doc({ name: 'Anexo', uri: 'https://example.es/docs/Anexo%20I.pdf' });
    const b = doc({ name: 'Anexo', uri: 'https://example.es/docs/Anexo%20II.pdf' });
    expect(documentFacts(a, [a, b]).repeated).toEqual({ position: 1, of: 2, id: 'Anexo I.pdf' });
  });
});
