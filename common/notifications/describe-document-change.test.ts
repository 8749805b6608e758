import { describe, expect, it } from 'vitest';
import { describeDocumentChanges, documentChangesText } from './describe-document-change';

const data = {
  documents: [
    {
      id: 1,
      name: 'PCAP obras.pdf',
      type: 'legal',
      change: 'replaced',
      diff: {
        lines: [
          { kind: 'value', clause: 'Cláusula 8', from: '300.000,00 €', to: '250.000,00 €' },
          { kind: 'value', clause: null, from: '15/03/2026', to: '22/03/2026' },
          { kind: 'added', clause: 'Cláusula 12', text: 'Se valorará el plazo.' },
          { kind: 'removed', clause: null, text: 'No procede.' },
        ],
        more: 2,
      },
    },
    { id: 2, name: 'Anexo.pdf', type: 'additional', change: 'replaced', diff: null },
  ],
};

describe('describeDocumentChanges', () => {
  it('reads each replaced document with its diff lines and the count left out', () => {
    expect(describeDocumentChanges(data)).toEqual([
      {
        document: 'PCAP obras.pdf (Doc. Legal): nueva versión',
        lines: [
          'Cláusula 8: 300.000,00 € → 250.000,00 €',
          '15/03/2026 → 22/03/2026',
          'Cláusula 12 · Añadido: «Se valorará el plazo.»',
          'Eliminado: «No procede.»',
          '… y 2 cambios más',
        ],
      },
      {
        document: 'Anexo.pdf (Doc. Adicional): nueva versión',
        lines: ['Sin texto que comparar entre las dos versiones.'],
      },
    ]);
    expect(describeDocumentChanges({})).toEqual([]);
  });

  it('gives plain text, a document per paragraph', () => {
    expect(documentChangesText({ documents: [data.documents[1]] })).toBe(
      'Anexo.pdf (Doc. Adicional): nueva versión\n  Sin texto que comparar entre las dos versiones.',
    );
  });
});
