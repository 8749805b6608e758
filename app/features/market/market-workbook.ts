import type ExcelJS from 'exceljs';
import { amountBasisKey } from '../../../common/amount-basis';
import type { MarketAnalysis } from '../../../common/api/market';
import { formatDate } from '../../../common/format';
import { addSheet, type Column, createWorkbook } from '../../export/workbook';
import i18n from '../../i18n';
import { partyPath } from '../../ui/links';
import { marketFigures } from './market-figures';

interface Options {
  /** The market's shareable address (the page's URL). */
  url: string;
  origin: string;
  logo?: ArrayBuffer;
  now?: Date;
}

type Winner = MarketAnalysis['top_winners'][number];
type Body = MarketAnalysis['top_bodies'][number];
type Year = MarketAnalysis['by_year'][number];

/**
 * The market view as a workbook: its figures with their samples and the chosen market's address,
 * then the years, the winners and the bodies, each on a sheet of its own, as numbers Excel sums.
 */
export function buildMarketWorkbook(market: MarketAnalysis, options: Options): ExcelJS.Workbook {
  const { url, origin, logo, now = new Date() } = options;
  const t = i18n.t.bind(i18n);
  const h = (key: string) => t(`market.export.${key}`);
  const workbook = createWorkbook();
  const sheet = <Row>(key: string, columns: Column<Row>[], rows: readonly Row[]) => {
    const sheetName = h(`sheets.${key}`);
    addSheet(workbook, {
      sheetName,
      title: t('market.export.title', { sheet: sheetName, date: formatDate(now) }),
      columns,
      rows,
      logo,
    });
  };
  const party = (header: string) =>
    ({
      header,
      kind: 'link',
      width: 50,
      value: (row: Winner | Body) => ({ text: row.party.name, url: origin + partyPath(row.party.id) }),
    }) as const;

  const summary = [
    ...marketFigures(market, t).map((f) => ({
      figure: f.label,
      value: [f.value, ...f.details].join(' · '),
      sample: f.sample,
    })),
    { figure: h('link'), value: url, sample: null },
  ];
  sheet<(typeof summary)[number]>(
    'summary',
    [
      { header: h('figure'), kind: 'text', width: 36, value: (r) => r.figure },
      { header: h('value'), kind: 'text', width: 70, value: (r) => r.value },
      { header: h('sample'), kind: 'number', width: 22, value: (r) => r.sample },
    ],
    summary,
  );
  sheet<Year>(
    'years',
    [
      { header: h('year'), kind: 'number', width: 8, value: (r) => r.year },
      { header: t('market.bodies.tenders'), kind: 'number', width: 14, value: (r) => r.tenders },
      { header: h('awards'), kind: 'number', width: 16, value: (r) => r.awards },
      {
        header: t(amountBasisKey('awarded_tax_exclusive')),
        kind: 'euros',
        width: 22,
        value: (r) => r.awarded_amount,
      },
    ],
    market.by_year,
  );
  sheet<Winner>(
    'winners',
    [
      party(t('market.winners.party')),
      { header: t('market.winners.awards'), kind: 'number', width: 16, value: (r) => r.awards },
      {
        header: t(amountBasisKey('awarded_tax_exclusive')),
        kind: 'euros',
        width: 22,
        value: (r) => r.amount,
      },
      { header: t('market.winners.share'), kind: 'percent', width: 18, value: (r) => r.share },
    ],
    market.top_winners,
  );
  sheet<Body>(
    'bodies',
    [
      party(t('market.bodies.party')),
      { header: t('market.bodies.tenders'), kind: 'number', width: 14, value: (r) => r.tenders },
      { header: t('market.bodies.awards'), kind: 'number', width: 16, value: (r) => r.awards },
      {
        header: t(amountBasisKey('awarded_tax_exclusive')),
        kind: 'euros',
        width: 24,
        value: (r) => r.amount,
      },
    ],
    market.top_bodies,
  );
  return workbook;
}
