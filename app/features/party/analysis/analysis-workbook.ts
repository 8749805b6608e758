import type ExcelJS from 'exceljs';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import { formatDate } from '../../../../common/format';
import { addSheet, type Column, createWorkbook } from '../../../export/workbook';
import i18n from '../../../i18n';
import { partyColumns, rankedColumns, summaryColumns, summaryRows, yearColumns } from './analysis-sheets';

interface Options {
  partyName: string;
  origin: string;
  logo?: ArrayBuffer;
  now?: Date;
}

/**
 * The Análisis tab as a workbook: a summary of every figure with its sample size, then each table
 * of the tab on a sheet of its own (a role the party does not have adds no sheets).
 */
export function buildAnalysisWorkbook(analytics: PartyAnalytics, options: Options): ExcelJS.Workbook {
  const { partyName, origin, logo, now = new Date() } = options;
  const years = analytics.years.length ? analytics.years.join(', ') : i18n.t('partyAnalysis.allYears');
  const workbook = createWorkbook();
  const sheet = <Row>(key: string, columns: Column<Row>[], rows: readonly Row[]) => {
    const sheetName = i18n.t(`partyAnalysis.sheets.${key}`);
    addSheet(workbook, {
      sheetName,
      title: i18n.t('partyAnalysis.exportTitle', {
        sheet: sheetName,
        party: partyName,
        years,
        date: formatDate(now),
      }),
      columns,
      rows,
      logo,
    });
  };
  const h = (key: string) => i18n.t(`partyAnalysis.columns.${key}`);

  sheet('summary', summaryColumns, summaryRows(analytics));
  const { company, contracting_body: body } = analytics;
  if (company) {
    sheet(
      'companyYears',
      yearColumns(h('awards')),
      company.by_year.map((y) => ({ year: y.year, count: y.awards, amount: y.amount })),
    );
    sheet(
      'topBodies',
      [
        ...partyColumns(origin, h('body'), (r: (typeof company.top_bodies)[number]) => r.party),
        ...rankedColumns,
      ],
      company.top_bodies,
    );
    sheet(
      'divisions',
      [
        { header: h('division'), kind: 'text', width: 10, value: (r) => r.division },
        { header: h('label'), kind: 'text', width: 50, value: (r) => r.label },
        ...rankedColumns,
      ] as Column<(typeof company.top_cpv_divisions)[number]>[],
      company.top_cpv_divisions,
    );
    sheet(
      'competitors',
      [
        ...partyColumns(origin, h('company'), (r: (typeof company.competitors)[number]) => r.party),
        { header: h('awards'), kind: 'number', width: 14, value: (r) => r.awards },
        { header: h('markets'), kind: 'number', width: 14, value: (r) => r.markets },
      ],
      company.competitors,
    );
  }
  if (body) {
    sheet(
      'bodyYears',
      yearColumns(h('tenders')),
      body.by_year.map((y) => ({ year: y.year, count: y.tenders, amount: y.amount })),
    );
    sheet(
      'topWinners',
      [
        ...partyColumns(origin, h('company'), (r: (typeof body.top_winners)[number]) => r.party),
        ...rankedColumns,
      ],
      body.top_winners,
    );
  }
  return workbook;
}
