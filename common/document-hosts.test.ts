import { describe, expect, it } from 'vitest';
import { onDocumentHost } from './document-hosts';

describe('onDocumentHost', () => {
  it('accepts the publishing hosts and their listed subdomains', () => {
    for (const uri of [
      'https://contrataciondelestado.es/FileSystem/servlet/GetDocumentByIdServlet?DocumentIdParam=1',
      'https://www.contrataciondelestado.es/x.pdf',
      'https://www.boe.es/boe/dias/2026/05/01/pdfs/BOE-B-2026-1.pdf',
      'http://www.madrid.org/cs/Satellite?blobkey=id&blobwhere=1',
      'https://contractaciopublica.gencat.cat/ecofin_pscp/AppJava/doc.pdf',
    ])
      expect(onDocumentHost(uri), uri).toBe(true);
  });

  it('refuses any other site, look-alikes and other schemes', () => {
    for (const uri of [
      'https://example.com/pliego.pdf',
      'https://contrataciondelestado.es.example.com/x.pdf',
      'https://evilcontrataciondelestado.es/x.pdf',
      'https://madrid.org.example/x.pdf',
      'javascript:alert(1)',
      'no es una dirección',
    ])
      expect(onDocumentHost(uri), uri).toBe(false);
  });
});
