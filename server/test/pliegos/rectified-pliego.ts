import { blockLines, PLIEGO_SPECS, pliegoPages } from './pliego-text';

const spec = PLIEGO_SPECS[0]!;
/** The first fixture PCAP's minimum turnover as its text writes it ('300.000,00'). */
export const TURNOVER = Number(spec.expected.financial_annual_turnover).toLocaleString('es-ES', {
  minimumFractionDigits: 2,
});
export const DEADLINE =
  '12.2. Las ofertas se presentarán hasta el 15/03/2026 a las 14:00 horas en la Plataforma.';
/** The paragraph the rectification adds after the deadline. */
export const ADDED =
  'Se valorará además la reducción del plazo de entrega, a razón de 1 punto por semana, hasta un máximo de 5 puntos.';

/** The first fixture PCAP's page texts, with the offer deadline in clause 12 (third page). */
export function pcapPages(edit: (lines: string[], index: number) => string[] = (l) => l): string[] {
  return pliegoPages(spec).map((page, i) => {
    const lines = blockLines(page);
    if (i === 2) lines.push(DEADLINE);
    return edit(lines, i).join('\n');
  });
}

/** Its rectification: the turnover lowered to 250.000,00, the deadline a week later, a paragraph added. */
export const rectifiedPcapPages = (): string[] =>
  pcapPages((lines) =>
    lines.flatMap((line) => {
      if (line === DEADLINE) return [line.replace('15/03/2026', '22/03/2026'), ADDED];
      return [line.replace(`al menos de ${TURNOVER} euros`, 'al menos de 250.000,00 euros')];
    }),
  );
