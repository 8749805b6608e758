import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../../common/api/procurement-project';
import { documentFacts, documentName, isPdf, opensInViewer } from './documents';

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

  it('treats PDFs by MIME type, or by a .pdf name when the type is missing', () => {
    expect(isPdf(doc({ mime_type: 'application/pdf', name: 'Documento' }))).toBe(true);
    expect(isPdf(doc({ mime_type: 'application/xml', name: 'raro.pdf' }))).toBe(false);
    expect(isPdf(doc({ name: 'Decreto.PDF' }))).toBe(true);
    expect(isPdf(doc({ uri: 'https://example.es/a/pliego.pdf' }))).toBe(true);
    expect(isPdf(doc({ name: 'Cartografia', uri: 'https://example.es/GetDocumentsById?id=1' }))).toBe(false);
  });

  it('opens in the viewer only PDFs of the hosts that publish the documents', () => {
    const pcap = { name: 'PCAP.pdf' };
    expect(
      opensInViewer(doc({ ...pcap, uri: 'https://contrataciondelestado.es/FileSystem/servlet/x' })),
    ).toBe(true);
    expect(opensInViewer(doc({ ...pcap, uri: 'https://example.es/a/PCAP.pdf' }))).toBe(false);
    expect(opensInViewer(doc({ ...pcap, uri: null }))).toBe(false);
    expect(opensInViewer(doc({ name: 'Anexo.docx', uri: 'https://www.boe.es/a/Anexo.docx' }))).toBe(false);
  });

  // Real: 58/17 (Arroyomolinos) publishes five general documents all named 'Actos públicos informativos ó
  // de apertura de ofertas', with neither type nor date: only their identifiers tell them apart.
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
