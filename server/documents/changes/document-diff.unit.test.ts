import { describe, expect, it } from 'vitest';
import { ADDED, pcapPages, rectifiedPcapPages, TURNOVER } from '../../test/pliegos/rectified-pliego';
import { DIFF_TEXT_CAP, documentDiff } from './document-diff';
import { paragraphsOf } from './paragraphs';

const asPages = (texts: string[]) => texts.map((text, i) => ({ number: i + 1, text }));
const pages = (edit?: (lines: string[], index: number) => string[]) => asPages(pcapPages(edit));

describe('documentDiff', () => {
  it('finds no change between two copies of the same text', () => {
    expect(documentDiff(pages(), pages())).toEqual({ lines: [], more: 0 });
  });

  it('tells changed amounts and dates by clause, then the paragraph added', () => {
    expect(documentDiff(pages(), asPages(rectifiedPcapPages()))).toEqual({
      lines: [
        { kind: 'value', clause: 'Cláusula 8', from: `${TURNOVER} €`, to: '250.000,00 €' },
        { kind: 'value', clause: 'Cláusula 12.2', from: '15/03/2026', to: '22/03/2026' },
        { kind: 'added', clause: 'Cláusula 12', text: ADDED },
      ],
      more: 0,
    });
  });

  it('tells a removed paragraph, shortened', () => {
    const before = pages((lines, i) =>
      i === 2 ? [...lines, 'Texto largo de la cláusula. '.repeat(10)] : lines,
    );
    const { lines } = documentDiff(before, pages());
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ kind: 'removed', clause: 'Cláusula 12' });
    expect(line?.kind !== 'value' && line?.text.length).toBe(DIFF_TEXT_CAP);
  });

  it('keeps at most the cap of lines and counts the rest', () => {
    const extra = Array.from(
      { length: 12 },
      (_, i) => `Párrafo nuevo número ${i + 1} del pliego rectificado.`,
    );
    const diff = documentDiff(
      pages(),
      pages((lines, i) => (i === 2 ? [...lines, ...extra] : lines)),
      5,
    );
    expect(diff.lines).toHaveLength(5);
    expect(diff.more).toBe(7);
    expect(diff.lines[0]).toEqual({ kind: 'added', clause: 'Cláusula 12', text: extra[0] });
  });
});

describe('paragraphsOf', () => {
  it('joins a paragraph a PDF wrapped over several lines, under its clause', () => {
    const text = [
      'CLÁUSULA 8. SOLVENCIA ECONÓMICA Y FINANCIERA',
      'La solvencia económica y financiera se acreditará mediante el volumen anual de',
      'negocios en el ámbito al que se refiere el contrato, que deberá ser al menos de',
      '300.000,00 euros.',
      'CLÁUSULA 9. SOLVENCIA TÉCNICA',
    ].join('\n');
    expect(paragraphsOf([{ text }])).toEqual([
      { text: 'CLÁUSULA 8. SOLVENCIA ECONÓMICA Y FINANCIERA', clause: 'Cláusula 8' },
      {
        text: 'La solvencia económica y financiera se acreditará mediante el volumen anual de negocios en el ámbito al que se refiere el contrato, que deberá ser al menos de 300.000,00 euros.',
        clause: 'Cláusula 8',
      },
      { text: 'CLÁUSULA 9. SOLVENCIA TÉCNICA', clause: 'Cláusula 9' },
    ]);
  });
});
