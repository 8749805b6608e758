import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../common/api/notifications';
import type { ProjectSummary } from '../../../../common/api/procurement-search';
import type {
  DocumentChangeData,
  OfficialBulletinData,
  PartyTenderData,
  RenewalData,
  TenderChangeData,
} from '../../../../common/notifications/notification-types';
import { EURO_FORMAT, HEADER_ROW, HIGHLIGHT_ARGB } from '../../../export/workbook';
import { buildNotificationsWorkbook } from './notifications-workbook';

const NBSP = '\u00a0';

const tender: ProjectSummary = {
  id: 42,
  contract_folder_id: 'CON/2026/6',
  title: 'Ejecución de infraestructuras preventivas contra incendios forestales',
  summary: 'Desbroces y fajas auxiliares',
  status: 'ADJ',
  total_amount: '80000',
  tax_exclusive_amount: '66115.70',
  estimated_overall_contract_amount: '66115.70',
  best_amount: { value: '66115.70', basis: 'estimated' },
  contract_type: '2',
  procedure_code: '1',
  contracting_party: { id: 7, name: 'Ayuntamiento de Lena' },
  location: { city: 'Pola de Lena', subentity_code: 'ES120', country_subentity: 'Asturias', country: 'ES' },
  date: '2026-02-10',
  submission_deadline: '2026-03-01T22:59:00Z',
  planned_period: 12,
  planned_period_unit: 'MON',
  planned_start_date: null,
  planned_end_date: null,
  execution_end: null,
  execution_end_basis: null,
  extension_text: null,
  execution_end_with_extensions: null,
  cpv_codes: ['45000000'],
  cpv_labels: { '45000000': 'Trabajos de construcción' },
  has_lots: false,
  source: 'placsp',
  link: null,
  score: null,
  award_competition: null,
};

let nextId = 1;
function notification(types: string[], data: object, extra: Partial<Notification> = {}): Notification {
  return {
    id: nextId++,
    date: '2026-11-20T08:00:00.000Z',
    processed: false,
    starred: false,
    eligibility: null,
    noticeable_type: 'Procurement::Project',
    noticeable_id: tender.id,
    notification_types: types,
    alerts: [],
    match_reasons: [],
    feedback: null,
    relevance: null,
    data: data as Record<string, unknown>,
    project: tender,
    party: null,
    ...extra,
  };
}

const lena = { id: 7, name: 'Ayuntamiento de Lena', party_id: 'P3303300A' };
const perez = { id: 11, name: 'Construcciones Pérez, S.L.', party_id: 'B12345678' };
const changes: TenderChangeData = {
  version_id: 3,
  changes: { status: { from: 'PUB', to: 'ADJ' }, total_amount: { from: '76268.38', to: '80000' } },
  lot_changes: [],
  documents: [],
};
const award: PartyTenderData = {
  role: 'awardee',
  awards: [
    { lot_id: '1', amount: 1200.1, award_date: '2026-04-15' },
    { lot_id: '2', amount: 300.2, award_date: '2026-04-16' },
  ],
};

const alerted = notification(
  ['alert'],
  {},
  {
    alerts: [
      { id: 1, name: 'Incendios' },
      { id: 2, name: 'Asturias' },
    ],
    match_reasons: [
      { alert_id: 1, alert_name: 'Incendios', terms: ['incendios', 'Extinción'], filters: [] },
      { alert_id: 2, alert_name: 'Asturias', terms: ['forestal'], filters: ['Provincias: Asturias'] },
    ],
  },
);
const published = notification(
  ['procurement_party_procurement_project_subscription'],
  { role: 'contracting_party' },
  { party: lena },
);
const changed = notification(['procurement_project_subscription'], changes);
const awarded = notification(['procurement_party_procurement_project_subscription'], award, { party: perez });
const reminder = notification(['reminder'], { execution_end: '2027-05-01' });
const renewal: RenewalData = {
  execution_end: '2027-04-30',
  execution_end_basis: 'formalisation_plus_duration',
  extension_text: 'Posibilidad de prórroga por dos anualidades más',
  execution_end_with_extensions: '2029-04-30',
  months_ahead: 6,
};
const ending = notification(['renewal'], renewal, {
  alerts: [{ id: 4, name: 'Limpieza que termina' }],
  match_reasons: [{ alert_id: 4, alert_name: 'Limpieza que termina', terms: ['limpieza'], filters: [] }],
});
// As the server presents a BOE publication matching an alert, from BOE-B-2020-13309.
const bulletin: OfficialBulletinData = {
  source: 'boe',
  identifier: 'BOE-B-2020-13309',
  title:
    'Anuncio de licitación de: Dirección General de Tráfico. Objeto: Contratación de las oficinas de aseguramiento de la calidad.',
  summary: 'Licitación. Servicios. Procedimiento abierto.',
  department: 'Ministerio del Interior',
  pdf_url: 'https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
  date: '2020-05-07',
};
const inBoe = notification(['official_bulletin'], bulletin, {
  noticeable_type: 'Official::Publication',
  noticeable_id: 5,
  project: null,
  alerts: [{ id: 3, name: 'Tráfico' }],
  match_reasons: [{ alert_id: 3, alert_name: 'Tráfico', terms: ['Tráfico'], filters: [] }],
});

const rectification: DocumentChangeData = {
  documents: [
    {
      id: 9,
      name: 'PCAP obras.pdf',
      type: 'legal',
      change: 'replaced',
      diff: {
        lines: [{ kind: 'value', clause: 'Cláusula 8', from: '300.000,00 €', to: '250.000,00 €' }],
        more: 0,
      },
    },
  ],
};
const rectified = notification(['document_change'], rectification);

async function exported(notifications: Notification[]) {
  const built = buildNotificationsWorkbook(notifications, {
    origin: 'https://licitaciones.example',
    now: new Date('2026-11-23T09:00:00Z'),
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await built.workbook.xlsx.writeBuffer());
  return { workbook, exportedIds: built.exportedIds };
}

/** A sheet's header names and its data rows as header → cell. */
function table(sheet: ExcelJS.Worksheet) {
  const header = (sheet.getRow(HEADER_ROW).values as string[]).slice(1);
  const rows = (sheet.getRows(HEADER_ROW + 1, sheet.rowCount - HEADER_ROW) ?? []).map((row) =>
    Object.fromEntries(header.map((name, i) => [name, row.getCell(i + 1)])),
  );
  return { header, rows };
}

const SHEETS = [
  'Nuevas Licitaciones Alertas',
  'Nuevas Licitaciones Organismos',
  'Licitaciones con cambios',
  'Nuevas adjudicaciones',
  'Publicaciones Oficiales',
  'Próximas renovaciones',
  'Pliegos modificados',
  'Menciones',
  'Oportunidades cerradas',
];
const BULLETINS = 'Publicaciones Oficiales';
const PIPELINE_SHEETS = ['Menciones', 'Oportunidades cerradas'];
const RENEWALS = 'Próximas renovaciones';

describe('buildNotificationsWorkbook', () => {
  it('puts each notification on the sheet of its kind, leaving reminders out', async () => {
    const { workbook, exportedIds } = await exported([
      alerted,
      reminder,
      published,
      changed,
      awarded,
      ending,
      rectified,
    ]);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount - HEADER_ROW])).toEqual(
      SHEETS.map((name) => [name, name === BULLETINS || PIPELINE_SHEETS.includes(name) ? 0 : 1]),
    );
    expect(exportedIds).toEqual([alerted.id, published.id, changed.id, awarded.id, ending.id, rectified.id]);

    const documents = table(workbook.getWorksheet('Pliegos modificados')!);
    expect(documents.header.slice(0, 3)).toEqual([
      'Fecha notificación',
      'Cambios en los pliegos',
      'Nº expediente',
    ]);
    expect(documents.rows[0]!['Cambios en los pliegos']!.value).toBe(
      'PCAP obras.pdf (Doc. Legal): nueva versión\n  Cláusula 8: 300.000,00 € → 250.000,00 €',
    );
    expect(workbook.getWorksheet(SHEETS[0]!)!.getCell('A1').value).toBe(
      'Nuevas Licitaciones Alertas · 23/11/2026',
    );

    const alerts = table(workbook.getWorksheet('Nuevas Licitaciones Alertas')!);
    expect(alerts.header.slice(0, 5)).toEqual([
      'Fecha notificación',
      'Alertas',
      'En los pliegos',
      'Nº expediente',
      'Título',
    ]);
    expect(alerts.rows[0]!.Alertas!.value).toBe(
      'Alerta «Incendios»: coinciden «incendios», «Extinción»\nAlerta «Asturias»: coincide «forestal» · Provincias: Asturias',
    );
    expect(alerts.rows[0]!['En los pliegos']!.value).toBeNull();
    // 08:00 UTC is 09:00 in Madrid in November; the cell shows the day (DD/MM/YYYY).
    expect((alerts.rows[0]!['Fecha notificación']!.value as Date).toISOString()).toBe(
      '2026-11-20T09:00:00.000Z',
    );

    const bodies = table(workbook.getWorksheet('Nuevas Licitaciones Organismos')!);
    expect(bodies.rows[0]!['Organismo seguido']!.value).toEqual({
      text: 'Ayuntamiento de Lena',
      hyperlink: 'https://licitaciones.example/licitaciones/empresa/7',
    });
  });

  it('lists a tender of a followed body that also matched alerts once, on the body sheet, with its alerts', async () => {
    const both = notification(
      ['alert', 'procurement_party_procurement_project_subscription'],
      { role: 'contracting_party' },
      {
        party: lena,
        alerts: [{ id: 1, name: 'Incendios' }],
        match_reasons: [{ alert_id: 1, alert_name: 'Incendios', terms: ['incendios'], filters: [] }],
      },
    );
    const { workbook, exportedIds } = await exported([both]);
    expect(exportedIds).toEqual([both.id]);
    expect(table(workbook.getWorksheet('Nuevas Licitaciones Alertas')!).rows).toEqual([]);
    const [row] = table(workbook.getWorksheet('Nuevas Licitaciones Organismos')!).rows;
    expect(row!.Alertas!.value).toBe('Alerta «Incendios»: coincide «incendios»');
  });

  it("quotes the pliego page an alert on 'En los pliegos' words matched, plain and linked", async () => {
    const quoted = notification(
      ['alert'],
      {
        document_match: {
          document_id: 91,
          name: 'Anexos.zip',
          member: 'PCAP <firmado>.pdf',
          page: 3,
          snippet: 'Cláusula 12. Será ⟦obligatoria⟧ la ⟦visita⟧ a las instalaciones',
        },
      },
      { alerts: [{ id: 3, name: 'Visita obligatoria' }] },
    );
    const { workbook } = await exported([quoted]);
    const [row] = table(workbook.getWorksheet('Nuevas Licitaciones Alertas')!).rows;
    expect(row!['En los pliegos']!.value).toEqual({
      text: 'Anexos.zip › PCAP <firmado>.pdf, pág. 3: «Cláusula 12. Será obligatoria la visita a las instalaciones»',
      hyperlink:
        'https://licitaciones.example/licitaciones/documentos/pliego/91?miembro=PCAP+%3Cfirmado%3E.pdf&pagina=3',
    });
  });

  it('highlights the changed cells of a followed tender, with from → to as their note', async () => {
    const { workbook } = await exported([changed]);
    const { rows } = table(workbook.getWorksheet('Licitaciones con cambios')!);
    const row = rows[0]!;
    expect(row.Cambios!.value).toBe(
      `Estado: En plazo → Adjudicada\nPresupuesto base con IVA: 76.268,38${NBSP}€ → 80.000,00${NBSP}€`,
    );
    expect(row.Cambios!.alignment).toMatchObject({ wrapText: true });

    const total = row['Presupuesto base con IVA']!;
    expect(total.value).toBe(80000);
    expect(total.numFmt).toBe(EURO_FORMAT);
    expect(total.fill).toEqual({ type: 'pattern', pattern: 'solid', fgColor: { argb: HIGHLIGHT_ARGB } });
    expect(total.note).toBe(`Presupuesto base con IVA: 76.268,38${NBSP}€ → 80.000,00${NBSP}€`);
    expect(row.Estado!.value).toBe('Adjudicada');
    expect(row.Estado!.note).toBe('Estado: En plazo → Adjudicada');

    // What did not change stays plain.
    const title = row.Título!;
    expect(title.fill?.type === 'pattern' ? title.fill.pattern : undefined).not.toBe('solid');
    expect(title.note).toBeUndefined();
  });

  it('writes one row per award notification with the lots, the last date and the amounts summed', async () => {
    const { workbook } = await exported([awarded]);
    const row = table(workbook.getWorksheet('Nuevas adjudicaciones')!).rows[0]!;
    expect(row['Empresa adjudicataria']!.value).toMatchObject({ text: 'Construcciones Pérez, S.L.' });
    expect(row.Lotes!.value).toBe('1, 2');
    expect((row['Fecha adjudicación']!.value as Date).toISOString()).toBe('2026-04-16T00:00:00.000Z');
    expect(row['Importe adjudicado (sin IVA)']!.value).toBe(1500.3);
    expect(row['Importe adjudicado (sin IVA)']!.numFmt).toBe(EURO_FORMAT);
  });

  it('keeps every sheet with its header when there is nothing of that kind', async () => {
    const { workbook, exportedIds } = await exported([reminder]);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(SHEETS);
    expect(workbook.worksheets.map((s) => s.rowCount)).toEqual(SHEETS.map(() => HEADER_ROW));
    expect(table(workbook.getWorksheet('Nuevas adjudicaciones')!).header.slice(0, 2)).toEqual([
      'Fecha notificación',
      'Empresa adjudicataria',
    ]);
    expect(table(workbook.getWorksheet(BULLETINS)!).header.slice(0, 2)).toEqual([
      'Fecha notificación',
      'Alertas',
    ]);
    expect(exportedIds).toEqual([]);
  });

  it("lists contracts ending soon on 'Próximas renovaciones' with their end, its basis and the extension", async () => {
    const { workbook, exportedIds } = await exported([ending]);
    expect(exportedIds).toEqual([ending.id]);
    const { header, rows } = table(workbook.getWorksheet(RENEWALS)!);
    expect(header.slice(0, 7)).toEqual([
      'Fecha notificación',
      'Alertas',
      'Fin de la ejecución',
      'Fin calculado a partir de',
      'Prórroga',
      'Fin con prórrogas',
      'Nº expediente',
    ]);
    const row = rows[0]!;
    expect(row.Alertas!.value).toBe('Alerta «Limpieza que termina»: coincide «limpieza»');
    expect((row['Fin de la ejecución']!.value as Date).toISOString()).toBe('2027-04-30T00:00:00.000Z');
    expect(row['Fin calculado a partir de']!.value).toBe('formalización + duración');
    expect(row.Prórroga!.value).toBe('Posibilidad de prórroga por dos anualidades más');
    expect((row['Fin con prórrogas']!.value as Date).toISOString()).toBe('2029-04-30T00:00:00.000Z');
  });

  it("lists official bulletin notifications on 'Publicaciones Oficiales'", async () => {
    const { workbook, exportedIds } = await exported([alerted, inBoe]);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount - HEADER_ROW])).toEqual(
      SHEETS.map((name) => [name, name === SHEETS[0] || name === BULLETINS ? 1 : 0]),
    );
    expect(exportedIds).toEqual([alerted.id, inBoe.id]);
    const { header, rows } = table(workbook.getWorksheet(BULLETINS)!);
    expect(header).toEqual([
      'Fecha notificación',
      'Alertas',
      'Fecha publicación',
      'Identificador',
      'Título',
      'Departamento',
      'Resumen',
      'PDF oficial',
    ]);
    const row = rows[0]!;
    expect(row.Alertas!.value).toBe('Alerta «Tráfico»: coincide «Tráfico»');
    expect((row['Fecha publicación']!.value as Date).toISOString()).toBe('2020-05-07T00:00:00.000Z');
    expect(row.Identificador!.value).toBe('BOE-B-2020-13309');
    expect(row.Título!.value).toEqual({
      text: bulletin.title,
      hyperlink: 'https://licitaciones.example/licitaciones/documentos/boe/BOE-B-2020-13309',
    });
    expect(row.Departamento!.value).toBe('Ministerio del Interior');
    expect(row.Resumen!.value).toBe('Licitación. Servicios. Procedimiento abierto.');
    expect(row['PDF oficial']!.value).toEqual({ text: bulletin.pdf_url, hyperlink: bulletin.pdf_url });
  });
});
