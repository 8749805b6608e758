import { describe, expect, it } from 'vitest';
import { storedDocumentSchema } from '../../../common/api/documents';
import { readBoe } from '../../test/boe-files';
import { hasSharedData } from '../../test/shared-data';
import { BoeItemError, parseItem } from './item';
import { renderDocumentHtml } from './render-html';
import { BoeSummaryError, parseSummary } from './summary';

const withData = describe.skipIf(!hasSharedData('boe'));

const sectionCounts = (items: { section: string }[]) => {
  const counts: Record<string, number> = {};
  for (const i of items) counts[i.section] = (counts[i.section] ?? 0) + 1;
  return counts;
};

withData('parseSummary: both generations of the daily summary', () => {
  it('reads the old <sumario> of 07/05/2020: date, issue, sections, absolute links', () => {
    const s = parseSummary(readBoe('BOE-S-20200507'));
    expect(s).toMatchObject({ identifier: 'BOE-S-2020-127', date: '2020-05-07', problems: [] });
    // The counts of SOURCES.md, section by section.
    expect(sectionCounts(s.items)).toEqual({ '1': 2, '2B': 3, '3': 8, '4': 14, '5A': 29, '5B': 4 });
    expect(s.items.find((i) => i.identifier === 'BOE-B-2020-13309')).toEqual({
      identifier: 'BOE-B-2020-13309',
      title: expect.stringMatching(/^Anuncio de licitación de: Dirección General de Tráfico\. Objeto:/),
      section: '5A',
      department: 'MINISTERIO DEL INTERIOR',
      departmentCode: '7320',
      pdfUrl: 'https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
      htmlUrl: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2020-13309',
      xmlUrl: 'https://www.boe.es/diario_boe/xml.php?id=BOE-B-2020-13309',
    });
    // Items under an epigrafe (section 1) are read too.
    expect(s.items.find((i) => i.identifier === 'BOE-A-2020-4859')?.section).toBe('1');
  });

  it('reads the current <response> of 04/07/2025 and 16/11/2024 with their section codes', () => {
    const july = parseSummary(readBoe('BOE-S-20250704'));
    expect(july).toMatchObject({ identifier: 'BOE-S-2025-160', date: '2025-07-04', problems: [] });
    expect(sectionCounts(july.items)).toEqual({
      '1': 5,
      '2A': 11,
      '2B': 34,
      '3': 70,
      '5A': 71,
      '5B': 39,
      '5C': 2,
      T: 8,
    });
    expect(july.items.find((i) => i.identifier === 'BOE-B-2025-25168')).toMatchObject({
      section: '5A',
      department: 'MINISTERIO DE LA PRESIDENCIA, JUSTICIA Y RELACIONES CON LAS CORTES',
      departmentCode: '9585',
      pdfUrl: 'https://www.boe.es/boe/dias/2025/07/04/pdfs/BOE-B-2025-25168.pdf',
    });
    const november = parseSummary(readBoe('BOE-S-20241116'));
    expect(november.items).toHaveLength(479);
    expect(sectionCounts(november.items)['5A']).toBe(33);
  });

  it('reports a malformed item with its identifier and keeps the rest; refuses what is no summary', () => {
    const xml = readBoe('BOE-S-20200507')
      .replace('<item id="BOE-B-2020-13309">', '<item id="BOE-B-2020-XX">')
      .replace(/(<item id="BOE-B-2020-13312">\s*)<titulo>[^<]*<\/titulo>/, '$1<titulo/>');
    const s = parseSummary(xml);
    expect(s.problems).toEqual([
      { identifier: 'BOE-B-2020-XX', message: 'identificador no válido' },
      { identifier: 'BOE-B-2020-13312', message: 'sin título' },
    ]);
    expect(s.items).toHaveLength(58);

    expect(() =>
      parseSummary('<response><status><code>404</code></status></response>', 'BOE-S-20251116'),
    ).toThrow(new BoeSummaryError('BOE-S-20251116', 'respuesta del BOE con estado 404'));
    // The old URL now answers an HTML error page.
    expect(() => parseSummary('<html><body>Error</body></html>', 'BOE-S-20250101')).toThrow(/raíz <html>/);
    expect(() => parseSummary('<sumario><meta>', 'BOE-S-20250102')).toThrow(/BOE-S-20250102: XML no válido/);
  });
});

withData('parseItem: publication and structured document', () => {
  it('reads a V-A tender notice (2020 layout): fields, absolute PDF, summary from the analysis', () => {
    const { publication, document } = parseItem(readBoe('BOE-B-2020-13309'));
    expect(publication).toEqual({
      identifier: 'BOE-B-2020-13309',
      title:
        'Anuncio de licitación de: Dirección General de Tráfico. Objeto: Contratación de las oficinas de aseguramiento de la calidad y pruebas de la Gerencia de Informática de la Dirección General de Tráfico 2020-2022. 2 Lotes. Expediente: 1DGT00000813bis.',
      summary:
        'Licitación. Servicios. Abierto. Comunidad de Madrid. CPV: 72000000 Servicios TI: consultoría, desarrollo de software, Internet y apoyo. Varios lotes',
      department: 'Ministerio del Interior',
      departmentCode: '7320',
      section: '5A',
      date: '2020-05-07',
      pdfUrl: 'https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
      htmlUrl: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2020-13309',
    });
    expect(storedDocumentSchema.parse(document)).toEqual(document);
    expect(document.pdf_pages).toEqual({ first: 17759, last: 17761 });
    const blocks = document.pages[0]?.blocks ?? [];
    expect(blocks).toHaveLength(72);
    expect(blocks[0]).toEqual({ type: 'group', id: 'p1-1', level: 0, label: '1. Poder adjudicador:' });
    expect(blocks[1]).toEqual({
      type: 'field',
      id: 'p1-2',
      level: 1,
      label: '1.1) Nombre:',
      text: 'Dirección General de Tráfico.',
    });
    expect(blocks.find((b) => b.id === 'p1-30')).toEqual({
      type: 'field',
      id: 'p1-30',
      level: 0,
      label: '8. Valor estimado:',
      text: '5.840.000,00 euros.',
    });
    // Three levels of lists: 21 → 21.2 → 21.2.1.
    expect(blocks.find((b) => b.id === 'p1-51')).toMatchObject({ level: 2, label: '21.2.1)' });
    expect(blocks.at(-1)).toMatchObject({ type: 'paragraph', id: 'p1-72', role: 'parrafo' });
    // The same file gives the same ids.
    expect(parseItem(readBoe('BOE-B-2020-13309')).document).toEqual(document);
  });

  it('reads the 2026 layout (department and date moved up) and a free-form notice of paragraphs', () => {
    expect(parseItem(readBoe('BOE-B-2026-4725')).publication).toMatchObject({
      identifier: 'BOE-B-2026-4725',
      department: 'Ministerio de Defensa',
      date: '2026-02-17',
      section: '5A',
      summary:
        'Formalización contrato. Suministros. Restringido. Castilla-La Mancha. CPV: 15000000 Alimentos, bebidas, tabaco y productos afines',
      pdfUrl: 'https://www.boe.es/boe/dias/2026/02/17/pdfs/BOE-B-2026-4725.pdf',
    });
    const other = parseItem(readBoe('BOE-B-2020-13326'));
    expect(other.publication.department).toBe('Otros Poderes Adjudicadores');
    expect(other.document.pages[0]?.blocks.slice(0, 2)).toEqual([
      {
        type: 'paragraph',
        id: 'p1-1',
        role: 'parrafo',
        text: '1. Entidad adjudicadora. Datos generales y datos para la obtención de información:',
      },
      { type: 'paragraph', id: 'p1-2', role: 'parrafo', text: 'a) Organismo: Metro de Madrid, S.A.' },
    ]);
  });

  it('keeps the tables of a disposition, each cell addressable, spans included', () => {
    const { publication, document } = parseItem(readBoe('BOE-A-2020-4871'));
    expect(publication).toMatchObject({ department: 'Universidades', section: '3', date: '2020-05-07' });
    const tables = document.pages[0]?.blocks.filter((b) => b.type === 'table') ?? [];
    expect(tables.map((t) => t.id)).toEqual(['p1-10', 'p1-12', 'p1-16', 'p1-18']);
    const [first, second] = tables;
    expect(first?.rows[0]).toEqual([
      { id: 'p1-10-r1c1', header: true, text: 'Tipo de materia' },
      { id: 'p1-10-r1c2', header: true, text: 'Créditos ECTS' },
    ]);
    expect(first?.rows[1]).toEqual([
      { id: 'p1-10-r2c1', header: false, text: 'Obligatorias.' },
      { id: 'p1-10-r2c2', header: false, text: '20' },
    ]);
    expect(second?.rows[1]).toEqual([
      {
        id: 'p1-12-r2c1',
        header: false,
        text: 'Módulo Genérico común modalidad presencial y semipresencial (12 ECTS).',
        colspan: 4,
      },
    ]);
  });

  it('reads only documento/texto, not the texto of the analysis references', () => {
    const { document } = parseItem(readBoe('BOE-A-2023-16215'));
    const blocks = document.pages[0]?.blocks ?? [];
    // The references' <texto> holds just this fragment; the document never has it as a block.
    expect(
      blocks.some((b) => b.type === 'paragraph' && b.text === 'el Real Decreto 281/2003, de 7 de marzo'),
    ).toBe(false);
    expect(blocks).toHaveLength(366);
    expect(blocks.filter((b) => b.type === 'paragraph' && b.role === 'firma_rey')).toEqual([
      { type: 'paragraph', id: expect.stringMatching(/^p1-\d+$/), role: 'firma_rey', text: 'FELIPE R.' },
    ]);
  });

  it('refuses an item that is not a usable document, naming it', () => {
    const listed = parseSummary(readBoe('BOE-S-20200507')).items.find(
      (i) => i.identifier === 'BOE-B-2020-13309',
    );
    expect(() => parseItem('<html>Error</html>', listed)).toThrow(
      new BoeItemError('BOE-B-2020-13309', 'no es un documento del BOE (raíz <html>)'),
    );
    expect(() => parseItem(readBoe('BOE-B-2020-13304'), listed)).toThrow(
      /el documento recibido es BOE-B-2020-13304/,
    );
    const undated = readBoe('BOE-B-2020-13309').replace(
      '<fecha_publicacion>20200507</fecha_publicacion>',
      '',
    );
    expect(() => parseItem(undated)).toThrow(
      new BoeItemError('BOE-B-2020-13309', 'faltan datos: fecha de publicación'),
    );
  });
});

withData('renderDocumentHtml', () => {
  it('renders every block with its id, the tables with their cells, the date DD/MM/YYYY', () => {
    const html = renderDocumentHtml(parseItem(readBoe('BOE-A-2020-4871')).document);
    expect(html).toContain('<p class="fecha">07/05/2020</p>');
    expect(html).toContain('<td id="p1-10-r2c1">Obligatorias.</td><td id="p1-10-r2c2">20</td>');
    expect(html).toContain('<td id="p1-12-r2c1" colspan="4">');
    expect(html).toContain('<p id="p1-1" class="parrafo">De conformidad con lo dispuesto');
    const notice = renderDocumentHtml(parseItem(readBoe('BOE-B-2020-13309')).document);
    expect(notice).toContain(
      '<dl id="p1-30" class="campo nivel-0"><dt>8. Valor estimado:</dt><dd>5.840.000,00 euros.</dd></dl>',
    );
    // The ampersand of a PLACSP link is text, escaped once.
    expect(notice).toContain('deeplink:perfilContratante&amp;idBp=');
  });

  it('never lets markup of the source through (sanitised by construction)', () => {
    const hostile = readBoe('BOE-B-2020-13312')
      .replace(
        '<p class="parrafo">',
        '<p class="parrafo&quot; onclick=&quot;x">&lt;script&gt;alert(1)&lt;/script&gt;',
      )
      .replace(
        '</texto>',
        '<img src="javascript:alert(1)" alt="x"/><script>alert(2)</script><iframe src="https://evil.example"/></texto>',
      );
    const html = renderDocumentHtml(parseItem(hostile).document);
    expect(html).toContain('class="parrafoonclickx"');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<iframe|javascript:|onclick=/);
    // The content of unknown elements stays as text.
    expect(html).toContain('alert(2)');
  });
});
