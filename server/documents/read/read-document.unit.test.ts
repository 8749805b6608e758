import { describe, expect, it } from 'vitest';
import { compoundFile, wordDoc } from '../../test/pliegos/build-doc';
import {
  buildPliego,
  pliegoDocx,
  pliegoOdt,
  pliegoPdf,
  scannedPdf,
  zipOf,
} from '../../test/pliegos/build-pliego';
import {
  blockLines,
  PLIEGO_SPECS,
  type PliegoSpec,
  pliegoPages,
  VARIANT_PLIEGOS,
} from '../../test/pliegos/pliego-text';
import { normaliseText, pagesOfParagraphs } from './normalise-text';
import { DOCUMENT_TYPES, readDocument, UnsupportedDocumentError } from './read-document';

const spec = (id: string): PliegoSpec => {
  const found = PLIEGO_SPECS.find((s) => s.id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return found;
};
const typeOf = (s: PliegoSpec) => DOCUMENT_TYPES[s.format as keyof typeof DOCUMENT_TYPES];

describe('normaliseText', () => {
  it('joins words hyphenated across line ends and collapses whitespace', () => {
    expect(normaliseText('buena ejecu-\n  ción,\t\tcuyo  importe\n\n\nsea')).toBe(
      'buena ejecución, cuyo importe\nsea',
    );
  });
  it('keeps a hyphen before a capital or a number', () => {
    expect(normaliseText('Grupo C-\n2 y PCAP-\nAnexo')).toBe('Grupo C-\n2 y PCAP-\nAnexo');
  });
  it('splits long text at paragraph boundaries into pages of about 3,000 characters', () => {
    const paragraph = 'a'.repeat(1000);
    const pages = pagesOfParagraphs([[paragraph, paragraph, paragraph, paragraph], ['fin']]);
    expect(pages.map((p) => [p.number, p.text.length])).toEqual([
      [1, 2001],
      [2, 2001],
      [3, 3],
    ]);
  });
});

describe('readDocument on the fixture pliegos', () => {
  it.each(PLIEGO_SPECS.map((s) => [s.id, s] as const))(
    '%s: four pages with its values on them',
    async (_, s) => {
      const read = await readDocument(await buildPliego(s), typeOf(s));
      expect(read.status).toBe('ok');
      expect(read.pages.map((p) => p.number)).toEqual(
        s.layout === 'scanned_last' ? [1, 2, 3, 4, 5] : [1, 2, 3, 4],
      );
      const [summary, solvency, criteria] = read.pages.map((p) => p.text);
      expect(summary).toContain(`Plazo de ejecución ${s.expected.execution_term}`);
      expect(summary).toContain(`Garantía definitiva ${s.expected.guarantee_rate} % del precio`);
      if (s.expected.classification) expect(summary).toContain(s.expected.classification);
      const euros = Number(s.expected.financial_annual_turnover).toLocaleString('es-ES', {
        minimumFractionDigits: 2,
      });
      expect(solvency).toContain(`al menos de ${euros} euros.`);
      expect(solvency).toContain('de buena ejecución, cuyo importe');
      expect(solvency).not.toContain('ejecu-');
      for (const c of s.expected.criteria) expect(criteria).toContain(`${c.name} ${c.weight} puntos`);
    },
  );

  it('reads a two-column page column by column', async () => {
    const read = await readDocument(await pliegoPdf(spec('pcap-suministro-mobiliario')), DOCUMENT_TYPES.pdf);
    expect(read.pages[3]?.text.split('\n')).toEqual([
      'CLÁUSULA 20. REVISIÓN DE PRECIOS',
      'No procede la revisión de precios, dada la',
      'duración del contrato.',
      'CLÁUSULA 21. VISITA A LAS INSTALACIONES',
      'No se prevé visita a las instalaciones.',
      'CLÁUSULA 22. PENALIDADES',
      'El incumplimiento de los plazos parciales dará',
      'lugar a penalidades diarias en la proporción de',
      '0,60 euros por cada 1.000,00 euros del precio',
      'del contrato, IVA excluido.',
    ]);
  });

  it('reads justified prose in one column in order, whatever gaps fall on the middle', async () => {
    const ppt = VARIANT_PLIEGOS.find((s) => s.id === 'ppt-mantenimiento-climatizacion')!;
    const read = await readDocument(await pliegoPdf(ppt), DOCUMENT_TYPES.pdf);
    expect(read.pages[0]?.text.replace(/\n/g, ' ')).toContain(
      'la visita del técnico tras cada avería es obligatoria y quedará registrada en el libro de mantenimiento.',
    );
  });

  it('reads a two-cell table row as one line', async () => {
    const read = await readDocument(await pliegoPdf(spec('pcap-obras-c2-5')), DOCUMENT_TYPES.pdf);
    expect(read.pages[0]?.text).toContain('Clasificación exigida Grupo C, Subgrupo 2, Categoría 5');
  });

  it('gives a scanned page no text, and a PDF with only scanned pages no_text', async () => {
    const partly = await readDocument(await pliegoPdf(spec('pcap-obras-urbanizacion')), DOCUMENT_TYPES.pdf);
    expect(partly.status).toBe('ok');
    expect(partly.pages[4]).toEqual({ number: 5, text: '' });
    const scanned = await readDocument(await scannedPdf(2), DOCUMENT_TYPES.pdf);
    expect(scanned).toEqual({
      status: 'no_text',
      pages: [
        { number: 1, text: '' },
        { number: 2, text: '' },
      ],
      members: [],
    });
  });

  it('splits DOCX and ODT at their page breaks', async () => {
    const s = spec('pcap-obras-cubierta');
    for (const [bytes, type] of [
      [await pliegoDocx(s), DOCUMENT_TYPES.docx],
      [await pliegoOdt(s), DOCUMENT_TYPES.odt],
    ] as const) {
      const read = await readDocument(bytes, type);
      expect(read.pages.map((p) => p.text.split('\n')[0])).toEqual([
        'PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES',
        'CLÁUSULA 8. SOLVENCIA ECONÓMICA Y FINANCIERA',
        'CLÁUSULA 12. CRITERIOS DE ADJUDICACIÓN',
        'CLÁUSULA 20. REVISIÓN DE PRECIOS',
      ]);
    }
  });

  it('reads the members of a ZIP separately, skipping what it cannot read', async () => {
    const zip = await zipOf({
      'PCAP.pdf': await pliegoPdf(spec('pcap-obras-edar')),
      'anexos/Anexo I.docx': await pliegoDocx(spec('pcap-consultoria-ens')),
      'planos/escaneado.pdf': await scannedPdf(1),
      'leeme.txt': new TextEncoder().encode('hola'),
    });
    const read = await readDocument(zip, 'application/zip');
    expect(read.status).toBe('ok');
    expect(read.pages).toEqual([]);
    expect(read.members.map((m) => [m.name, m.status, m.pages.length])).toEqual([
      ['anexos/Anexo I.docx', 'ok', 4],
      ['PCAP.pdf', 'ok', 4],
      ['planos/escaneado.pdf', 'no_text', 1],
    ]);
    expect(read.members[1]?.pages[0]?.text).toContain('Grupo K, Subgrupo 8, Categoría 6');
  });

  it('reads a Word 97 .doc in order, cut into pages of about 3,000 characters', async () => {
    const s = spec('pcap-obras-cubierta');
    const lines = pliegoPages(s).map(blockLines);
    const read = await readDocument(wordDoc([...lines, ...lines]), DOCUMENT_TYPES.doc);
    expect(read.status).toBe('ok');
    expect(read.pages.map((p) => p.number)).toEqual([1, 2]);
    const text = read.pages.map((p) => p.text).join('\n');
    expect(text.split('\n').slice(0, 2)).toEqual([
      'PLIEGO DE CLÁUSULAS ADMINISTRATIVAS PARTICULARES',
      `Contrato de obras: ${s.title}`,
    ]);
    expect(text).toContain('Clasificación exigida Grupo C, Subgrupo 9, Categoría 3');
    expect(text).toContain('de buena ejecución, cuyo importe');
  });

  it('fails a password-protected Office file as protected', async () => {
    const locked = compoundFile({
      EncryptionInfo: new Uint8Array([4, 0, 4, 0]),
      EncryptedPackage: new Uint8Array(5000).fill(7),
    });
    await expect(readDocument(locked, DOCUMENT_TYPES.doc)).rejects.toThrow(
      'Documento protegido con contraseña',
    );
  });

  it('refuses a type it does not read', async () => {
    await expect(readDocument(new Uint8Array([1, 2]), 'image/png')).rejects.toBeInstanceOf(
      UnsupportedDocumentError,
    );
  });
});
