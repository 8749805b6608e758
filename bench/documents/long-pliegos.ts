import { pagesPdf } from '../../server/test/pliegos/build-pliego';
import { FIXTURE_PLIEGOS, type PageContent, pliegoPages } from '../../server/test/pliegos/pliego-text';

/** The fixtures' prose, paragraph by paragraph, to fill the clauses of a long pliego. */
const PROSE = FIXTURE_PLIEGOS.flatMap((spec) =>
  pliegoPages(spec).flatMap((page) =>
    'columns' in page
      ? page.columns.flat()
      : page.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text.replace('-\n', '')] : [])),
  ),
).filter((text, i, all) => text.length > 80 && all.indexOf(text) === i);

/** Paragraphs per clause page: some 2,500 characters, the density of a printed pliego page. */
const PARAGRAPHS_PER_PAGE = 9;

/**
 * A pliego of `pages` pages: the fixture's own four (cuadro, solvency, criteria, execution), then
 * numbered clauses of the fixtures' prose, as a real PCAP runs on for 30 to 120 pages.
 */
export function longPliegoPdf(index: number, pages: number): Promise<Uint8Array> {
  const spec = FIXTURE_PLIEGOS[index % FIXTURE_PLIEGOS.length]!;
  const own = pliegoPages(spec);
  const clauses = Array.from(
    { length: Math.max(0, pages - own.length) },
    (_, p): PageContent => ({
      blocks: [
        { kind: 'heading', text: `CLÁUSULA ${30 + p}. CONDICIONES DE EJECUCIÓN` },
        ...Array.from({ length: PARAGRAPHS_PER_PAGE }, (_, k) => ({
          kind: 'paragraph' as const,
          text: PROSE[(index * 7 + p * PARAGRAPHS_PER_PAGE + k) % PROSE.length]!,
        })),
      ],
    }),
  );
  return pagesPdf([...own, ...clauses]);
}

/** Page counts spread over 30–120, the same every run. */
export const pageCountOf = (index: number) => 30 + ((index * 53) % 91);
