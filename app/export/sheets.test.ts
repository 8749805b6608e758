import { describe, expect, it } from 'vitest';
import type { PartyTenderResult } from '../../common/api/procurement-party';
import type { ProjectSummary } from '../../common/api/procurement-search';
import { awardColumns } from './awards-sheet';
import { tenderColumns } from './tenders-sheet';
import type { Column } from './workbook';

const tender: ProjectSummary = {
  id: 42,
  contract_folder_id: 'CON/2026/6',
  title: 'Ejecución de infraestructuras preventivas contra incendios forestales',
  summary: 'Desbroces y fajas auxiliares',
  status: 'ADJ',
  total_amount: '121000',
  tax_exclusive_amount: '100000',
  estimated_overall_contract_amount: '100000.5',
  best_amount: { value: '100000.5', basis: 'estimated' },
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
  cpv_codes: ['45000000', '77200000', '99999999'],
  // A code the catalogue lacks keeps its bare number.
  cpv_labels: { '45000000': 'Trabajos de construcción', '77200000': 'Servicios forestales' },
  has_lots: true,
  source: 'placsp',
  link: 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=abc',
  score: null,
  award_competition: null,
};

/** header → value of one row, as the sheet's columns read it. */
function read<Row>(columns: Column<Row>[], row: Row) {
  return Object.fromEntries(columns.map((c) => [c.header, c.value(row)]));
}

describe('the search export sheet', () => {
  it('reads a tender into labelled, typed columns with links back to the platform and the app', () => {
    const columns = tenderColumns('https://licitaciones.example');
    expect(read(columns, tender)).toEqual({
      'Nº expediente': 'CON/2026/6',
      Título: tender.title,
      'Entidad contratante': 'Ayuntamiento de Lena',
      Estado: 'Adjudicada',
      'Tipo de contrato': 'Servicios',
      Procedimiento: 'Abierto',
      'Valor estimado': '100000.5',
      'Presupuesto base con IVA': '121000',
      'Presupuesto base sin IVA': '100000',
      'Fecha publicación': '2026-02-10',
      'Fecha Límite Presentación': '2026-03-01T22:59:00Z',
      Lugar: 'Pola de Lena, Asturias',
      CPV: '45000000 - Trabajos de construcción\n77200000 - Servicios forestales\n99999999',
      'Link al original': { text: tender.link, url: tender.link },
      'Ficha en Licitaciones': {
        text: 'https://licitaciones.example/licitaciones/detalle/42',
        url: 'https://licitaciones.example/licitaciones/detalle/42',
      },
    });
    expect(columns.map((c) => c.kind)).toEqual([
      ...['text', 'text', 'text', 'text', 'text', 'text'],
      ...['euros', 'euros', 'euros', 'date', 'dateTime', 'text', 'text', 'link', 'link'],
    ]);
  });

  it('gives the status as of the export: a PUB tender past its deadline reads Plazo cerrado', () => {
    const status = tenderColumns('https://licitaciones.example').find((c) => c.key === 'status')!;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(status.value({ ...tender, status: 'PUB', submission_deadline: '2022-01-28T22:59:00Z' })).toBe(
      'Plazo cerrado',
    );
    expect(status.value({ ...tender, status: 'PUB', submission_deadline: tomorrow })).toBe('En plazo');
  });
});

describe('the awards export sheet', () => {
  const award: PartyTenderResult = {
    id: 9,
    summary: 'Oferta económicamente más ventajosa',
    award_date: '2026-04-15',
    payable_amount: '96800',
    tax_exclusive_amount: '80000',
    received_tender_quantity: 3,
    result_code: '8',
    result_code_label: 'Adjudicado Provisionalmente',
    party: { id: 11, name: 'Construcciones Pérez, S.L.', party_id: 'B12345678' },
    lot_id: '2',
    procurement_project_id: 42,
    project_title: tender.title,
    description: 'Lote 2: fajas auxiliares',
    project: tender,
    lot: {
      lot_id: '2',
      summary: 'Lote 2',
      description: 'Lote 2: fajas auxiliares',
      total_amount: '60500',
      tax_exclusive_amount: '50000',
    },
    contracting_party: { id: 7, name: 'Ayuntamiento de Lena', party_id: 'P3303300A' },
  };

  it('has the columns of the awards table, each amount of one basis, the tender and the body as links', () => {
    const columns = awardColumns('https://licitaciones.example');
    expect(read(columns, award)).toEqual({
      'Fecha publicación': '2026-02-10',
      'Fecha adjudicación': '2026-04-15',
      Resumen: {
        text: 'Desbroces y fajas auxiliares',
        url: 'https://licitaciones.example/licitaciones/detalle/42',
      },
      Título: tender.title,
      CPV: '45000000 - Trabajos de construcción\n77200000 - Servicios forestales\n99999999',
      Lugar: 'Pola de Lena, Asturias',
      'Licitación: Presupuesto base con IVA': '121000',
      'Licitación: Presupuesto base sin IVA': '100000',
      'Descripción del lote': 'Lote 2: fajas auxiliares',
      'Lote: Presupuesto base con IVA': '60500',
      'Lote: Presupuesto base sin IVA': '50000',
      'Adjudicado con IVA': '96800',
      'Adjudicado sin IVA': '80000',
      'Motivo de adjudicación': 'Oferta económicamente más ventajosa',
      'Entidad contratante': {
        text: 'Ayuntamiento de Lena',
        url: 'https://licitaciones.example/licitaciones/empresa/7',
      },
    });
  });

  it('leaves an amount the award does not state empty, and the lot columns without a lot', () => {
    const noVat = { ...tender, total_amount: null };
    const values = read(awardColumns(''), {
      ...award,
      project: noVat,
      payable_amount: null,
      lot: null,
      lot_id: null,
    });
    expect(values['Licitación: Presupuesto base con IVA']).toBeNull();
    expect(values['Licitación: Presupuesto base sin IVA']).toBe('100000');
    expect(values['Adjudicado con IVA']).toBeNull();
    expect(values['Adjudicado sin IVA']).toBe('80000');
    expect(values['Descripción del lote']).toBeNull();
    expect(values['Lote: Presupuesto base con IVA']).toBeNull();
  });
});
