import { describe, expect, it } from 'vitest';
import { blockLines, PLIEGO_SPECS, pliegoPages } from '../../test/pliegos/pliego-text';
import { DIFF_TEXT_CAP, documentDiff } from './document-diff';
import { paragraphsOf } from './paragraphs';

const spec = PLIEGO_SPECS[0]!;
const amount = Number(spec.expected.financial_annual_turnover).toLocaleString('es-ES', {
  minimumFractionDigits: 2,
});
const DEADLINE = '12.2. Las ofertas se presentarán hasta el 15/03/2026 a las 14:00 horas en la Plataforma.';
const ADDED =
  'Se valorará además la reducción del plazo de entrega, a razón de 1 punto por semana, hasta un máximo de 5 puntos.';

/** The fixture PCAP's pages as a reader gives them, with the offer deadline in clause 12. */
function pages(
  edit: (lines: string[], index: number) => string[] = (l) => l,
): { number: number; text: string }[] {
  return pliegoPages(spec).map((page, i) => {
    const lines = blockLines(page);
    if (i === 2) lines.push(DEADLINE);
    return { number: i + 1, text: edit(lines, i).join('\n') };
  });
}

/** A rectified copy: the turnover lowered, the deadline a week later, one paragraph added. */
const rectified = pages((lines) =>
  lines.flatMap((line) => {
    if (line === DEADLINE) return [line.replace('15/03/2026', '22/03/2026'), ADDED];
    return [line.replace(`al menos de ${amount} euros`, 'al menos de 250.000,00 euros')];
  }),
);

describe('documentDiff', () => {
  it('finds no change between two copies of the same text', () => {
    expect(documentDiff(pages(), pages())).toEqual({ lines: [], more: 0 });
  });

  it('tells changed amounts and dates by clause, then the paragraph added', () => {
    expect(documentDiff(pages(), rectified)).toEqual({
      lines: [
        { kind: 'value', clause: 'Cláusula 8', from: `${amount} €`, to: '250.000,00 €' },
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
