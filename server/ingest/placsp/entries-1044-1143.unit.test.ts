import { describe, expect, it } from 'vitest';
import { byId, HAVE_SAMPLES, readSample, SKIP_MESSAGE } from '../../test/placsp-samples';

describe.skipIf(!HAVE_SAMPLES)(`1044 plataformas agregadas ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it('maps both versions of 8588360 in one page (RES newer, ADJ older): minimal 1044 shape', async () => {
    const versions = byId(await readSample('PlataformasAgregadasSinMenores_20220105_030012.atom'), '8588360');
    expect(versions.map((v) => [v.status, v.updated])).toEqual([
      ['RES', '2022-01-04T05:26:16.895Z'],
      ['ADJ', '2022-01-03T13:11:19.037Z'],
    ]);
    const [latest] = versions;
    expect(latest).toMatchObject({
      source: '1044',
      // The regional platform's own title differs from the project name.
      title:
        'Sum.obras, instalación y puesta en marcha de dos enfriadoras dentro del Sist de producción de frio para climatización del HCSC',
      summary:
        'Suministro, obras, instalación y puesta en marcha de dos enfriadoras dentro del Sistema de producción de frio para climatización del HCSC',
      contractFolderId: 'PA 2021-7-254',
      totalAmount: null,
      taxExclusiveAmount: '330578.51',
      estimatedOverallContractAmount: '330578.51',
      plannedPeriod: 126,
      plannedPeriodUnit: 'DAY',
      contractTypeCode: '1',
      procedureCode: '1',
      publicationDate: '2021-10-27',
      submissionDeadline: null,
      cpvCodes: ['42512300'],
      hasLots: false,
      location: {
        city: null,
        postalCode: null,
        subentityCode: 'ES300',
        countrySubentity: null,
        countryCode: null,
        countryName: null,
      },
    });
    expect(latest?.link).toMatch(
      /^http:\/\/www\.madrid\.org\/cs\/Satellite\?op2=PCON&idPagina=1204201624785&/,
    );
    expect(latest?.contractingParty).toMatchObject({
      name: 'Hospital Clínico San Carlos',
      identifiers: {},
      // madrid.org nests the hierarchy top-down, unlike PLACSP.
      hierarchy: ['Consejería de Sanidad', 'Servicio Madrileño de Salud'],
      typeCode: null,
    });
    expect(latest?.tenderResults).toEqual([
      expect.objectContaining({
        lotId: null,
        resultCode: '9',
        awardDate: null,
        payableAmount: null,
        taxExclusiveAmount: '321576.28',
        receivedTenderQuantity: 2,
        winner: expect.objectContaining({
          name: 'HVAC Clima, Servicio y Controles Iberia, S.L.',
          idScheme: 'NIF',
          identifier: 'B28444834',
        }),
      }),
    ]);
    expect(latest?.documents.legal[0]).toMatchObject({
      name: '1354901741823.pdf',
      mimeType: 'application/pdf',
      hash: null,
    });
  });

  it('converts deadlines on both sides of the October 2018 clock change', async () => {
    const page = await readSample('PlataformasAgregadasSinMenores_20190103_031259.atom');
    // 2018-10-25 14:30 CEST (+02:00), before the change on Sunday 28 October.
    expect(byId(page, '2815562')[0]?.submissionDeadline).toBe('2018-10-25T12:30:00.000Z');
    // 2018-10-29 14:00 CET (+01:00), after it.
    expect(byId(page, '2498575')[0]?.submissionDeadline).toBe('2018-10-29T13:00:00.000Z');
  });
});

describe.skipIf(!HAVE_SAMPLES)(`1143 contratos menores ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it('maps a 2026 menor awarded to a foreign company (OTROS id)', async () => {
    const [entry] = byId(await readSample('placsp-atom-menores.xml'), '20294344');
    expect(entry).toMatchObject({
      source: '1143',
      status: 'RES',
      procedureCode: '6',
      contractFolderId: 'CMENOR/2026/26N09/0406-2026/12163',
      totalAmount: '2904',
      taxExclusiveAmount: '2400',
      plannedPeriod: 3,
      plannedPeriodUnit: 'MON',
      plannedStartDate: '2026-07-02',
      contractSubTypeCode: '15',
      cpvCodes: ['79824000'],
      publicationDate: '2026-08-14',
      // RealizedLocation says only ES / España: city and postal code come from the buyer's address.
      location: {
        city: 'Moncada',
        postalCode: '46113',
        subentityCode: 'ES',
        countrySubentity: 'España',
        countryCode: 'ES',
      },
    });
    expect(entry?.contractingParty?.identifiers).toEqual({
      DIR3: 'A10017571',
      NIF: 'Q9650009E',
      ID_PLATAFORMA: '21109180154678',
    });
    expect(entry?.tenderResults[0]).toMatchObject({
      resultCode: '8',
      awardDate: '2026-07-02',
      payableAmount: '2904',
      winner: {
        name: 'ELSEVIER B.V.',
        identifiers: { OTROS: 'NL005033019B01' },
        idScheme: 'OTROS',
        identifier: 'NL005033019B01',
      },
    });
  });

  it('maps a 2020 archive menor (ns1 prefix page) with its NUTS-3 location', async () => {
    const [entry] = byId(
      await readSample('contratosMenoresPerfilesContratantes_20200116_041442_1.atom'),
      '4518507',
    );
    expect(entry).toMatchObject({
      updated: '2020-01-15T11:43:27.619Z',
      title: 'Servicio transporte de tierra a vertedero',
      contractFolderId: 'DEC2328',
      totalAmount: '2171.95',
      taxExclusiveAmount: '1795',
      plannedPeriod: 10,
      plannedPeriodUnit: 'DAY',
      cpvCodes: [],
      location: { subentityCode: 'ES613', countrySubentity: 'Córdoba', city: null },
      contractingParty: expect.objectContaining({
        name: 'Alcaldia de Ayuntamiento de Castro del Río',
        identifiers: { DIR3: 'L01140193' },
      }),
    });
    expect(entry?.tenderResults[0]).toMatchObject({
      awardDate: '2019-10-28',
      winner: expect.objectContaining({ identifier: '80150996K' }),
    });
  });
});

describe.skipIf(!HAVE_SAMPLES)(`malformed entries ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it('rejects an entry without updated, or without id, alone; the rest of the page goes on', async () => {
    const page = await readSample('placsp-atom-licitaciones.xml', (xml) =>
      xml
        .replace('<updated>2026-08-10T17:34:38.955+02:00</updated>', '')
        .replace(
          /<id>https:\/\/contrataciondelestado\.es\/sindicacion\/licitacionesPerfilContratante\/19900639<\/id>/,
          '',
        ),
    );
    expect(page.rejections).toEqual([
      { kind: 'entry', position: 1, entryId: null, reason: 'La entrada no tiene atom:id' },
      {
        kind: 'entry',
        position: expect.any(Number),
        entryId: 'https://contrataciondelestado.es/sindicacion/licitacionesPerfilContratante/19732184',
        reason: 'Falta atom:updated',
      },
    ]);
    expect(page.entries).toHaveLength(1);
    expect(page.tombstones).toHaveLength(1);
  });

  it('names a bad updated value in the reason', async () => {
    const page = await readSample('placsp-atom-menores.xml', (xml) =>
      xml.replace('2026-08-14T02:05:19.824+02:00', 'ayer por la tarde'),
    );
    expect(page.rejections.map((r) => r.reason)).toEqual([
      'atom:updated no es una fecha válida: «ayer por la tarde»',
    ]);
    expect(page.entries).toHaveLength(1);
  });
});
