import { describe, expect, it } from 'vitest';
import type { ProjectDocument } from '../../../common/api/procurement-project';
import { documentName, isPdf } from './documents';

const doc = (fields: Partial<ProjectDocument>): ProjectDocument => ({
  name: null,
  string_id: null,
  uri: null,
  mime_type: null,
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
});
