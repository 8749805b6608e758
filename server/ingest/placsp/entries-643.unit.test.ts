import { describe, expect, it } from 'vitest';
import { byId, HAVE_SAMPLES, readSample, SKIP_MESSAGE } from '../../test/placsp-samples';

// Values read from the XML of the pages (entry 19732184 has lots and tender results).
describe.skipIf(!HAVE_SAMPLES)(`643 licitaciones ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it('maps the two-lot RES entry CON/2026/6 with one result per lot', async () => {
    const [entry] = byId(await readSample('placsp-atom-licitaciones.xml'), '19732184');
    expect(entry).toMatchObject({
      source: '643',
      updated: '2026-08-10T15:34:38.955Z',
      link: 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=BSb7ESYc5TY%2FbjW6njtWLw%3D%3D',
      title: 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
      summary: 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
      status: 'RES',
      contractFolderId: 'CON/2026/6',
      totalAmount: '92284.76',
      taxExclusiveAmount: '76268.38',
      estimatedOverallContractAmount: '76268.38',
      plannedPeriod: null,
      plannedStartDate: '2026-05-22',
      plannedEndDate: '2026-09-30',
      contractTypeCode: '2',
      contractSubTypeCode: '1',
      procedureCode: '1',
      publicationDate: '2026-05-22',
      // 2026-06-08 23:59 in Madrid summer time (+02:00).
      submissionDeadline: '2026-06-08T21:59:00.000Z',
      tenderPartPresentationCode: '3',
      tenderMaxLotPresentationQty: 2,
      tenderMaxAwardedLotsQty: 2,
      tenderSubmissionMethodCode: '1',
      cpvCodes: ['77200000'],
      hasLots: true,
      location: { city: 'Lena', postalCode: '33630', subentityCode: 'ES120', countrySubentity: 'Asturias' },
    });
    expect(entry?.contractingParty).toMatchObject({
      name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)',
      identifiers: { DIR3: 'L01330334', NIF: 'P3303300B', ID_PLATAFORMA: '30009150001862' },
      hierarchy: ['Lena', 'Ayuntamientos', 'Asturias', 'ENTIDADES LOCALES', 'Sector Público'],
      typeCode: '3',
      website: 'https://www.aytolena.es/',
      address: { street: 'Vital Aza, 20', city: 'Lena (Principado de Asturias)', postalCode: '33630' },
    });
    expect(entry?.lots).toEqual([
      expect.objectContaining({
        lotId: '1',
        summary: 'Faja auxiliar mecánica',
        totalAmount: '73576.36',
        taxExclusiveAmount: '60806.9',
        cpvCodes: ['77200000'],
      }),
      expect.objectContaining({
        lotId: '2',
        summary: 'Limpieza manual de senderos',
        totalAmount: '18708.4',
        taxExclusiveAmount: '15461.48',
      }),
    ]);
    expect(entry?.tenderResults).toEqual([
      expect.objectContaining({
        lotId: '1',
        resultCode: '9',
        description: 'Mejor oferta presentada',
        awardDate: '2026-07-29',
        formalisationDate: '2026-07-30',
        payableAmount: '73481.32',
        taxExclusiveAmount: '60728.36',
        receivedTenderQuantity: 1,
        winner: {
          name: 'IDINAT OBRAS Y SERVICIOS, S.L.',
          identifiers: { NIF: 'B74408725' },
          idScheme: 'NIF',
          identifier: 'B74408725',
        },
      }),
      expect.objectContaining({
        lotId: '2',
        payableAmount: '15715.04',
        taxExclusiveAmount: '12987.64',
        receivedTenderQuantity: 5,
        higherTenderAmount: '15337.56',
        winner: expect.objectContaining({ name: 'FORESTAL OVIEDO S.L.', identifier: 'B22600928' }),
      }),
    ]);
    expect(entry?.awardeeParties.map((p) => p.name)).toEqual([
      'IDINAT OBRAS Y SERVICIOS, S.L.',
      'FORESTAL OVIEDO S.L.',
    ]);
    expect(entry?.documents.legal).toEqual([
      expect.objectContaining({
        name: 'PCAP.pdf',
        stringId: 'PCAP.pdf',
        mimeType: 'application/pdf',
        hash: 'v47l1jWbWARcj4iNO97Z1AQzWzg=',
      }),
    ]);
    expect(entry?.documents.technical.map((d) => d.name)).toEqual(['PPTec.pdf']);
    expect(entry?.documents.general[0]).toMatchObject({
      name: 'Documento de aprobación del expediente',
      stringId: '2026-73ebb8c0-6916-49c3-b38b-bb9a57fa1f3e',
      typeCode: '11',
      mimeType: null,
    });
    expect(entry?.documents.notices.map((d) => [d.name, d.typeCode])).toEqual([
      ['Decret adjudicacion.pdf', 'ACTA_ADJ'],
      ['CONTRATO_IDINAT.pdf', 'ACTA_FORM'],
    ]);
  });

  it('maps an older (2017) multi-lot entry: CPV2007 list, BOE date before the profile, CET deadline', async () => {
    const [entry] = byId(await readSample('full-20-entries.atom'), '1892331');
    expect(entry).toMatchObject({
      title: 'Suministro de carnes, pescados, huevos y derivados',
      contractFolderId: '1007/2017',
      totalAmount: '215000',
      taxExclusiveAmount: '177685.95',
      cpvCodes: ['03000000'],
      // BOE issue date 2017-12-29 is the earliest notice (profile and DOUE: 2017-12-30).
      publicationDate: '2017-12-29',
      // 2018-02-08 13:00 in Madrid winter time (+01:00).
      submissionDeadline: '2018-02-08T12:00:00.000Z',
      tenderSubmissionMethodCode: '2',
    });
    expect(entry?.lots.map((l) => [l.lotId, l.summary, l.totalAmount])).toEqual([
      ['1', 'Aves, caza, huevos y derivados', '45000'],
      ['2', 'Carnes frescas, derivados, fiambres y pates', '125000'],
      ['3', 'Pescados y mariscos frescos', '45000'],
    ]);
    expect(
      entry?.tenderResults.map((r) => [
        r.lotId,
        r.resultCode,
        r.awardDate,
        r.receivedTenderQuantity,
        r.winner?.identifier,
      ]),
    ).toEqual([
      ['1', '8', '2018-04-04', 4, 'a28506384'],
      ['2', '8', '2018-04-04', 3, 'a81335747'],
      ['3', '8', '2018-04-04', 1, 'b80315302'],
    ]);
  });

  it('parses amounts written with a decimal comma and thousands dots', async () => {
    const page = await readSample('placsp-atom-licitaciones.xml', (xml) =>
      xml
        .replace(
          '<cbc:TotalAmount currencyID="EUR">92284.76<',
          '<cbc:TotalAmount currencyID="EUR">92.284,76<',
        )
        .replace(
          '<cbc:TaxExclusiveAmount currencyID="EUR">60806.9<',
          '<cbc:TaxExclusiveAmount currencyID="EUR">60806,90<',
        ),
    );
    const [entry] = byId(page, '19732184');
    expect(entry?.totalAmount).toBe('92284.76');
    expect(entry?.lots[0]?.taxExclusiveAmount).toBe('60806.9');
  });
});
