import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { chunked, collectPage, HAVE_SAMPLES, SKIP_MESSAGE, samplePath } from '../../test/placsp-samples';
import { readPlacspPage } from './page';
import { PlacspFeedError } from './reader';

const read = (xml: string, baseUrl?: string) =>
  collectPage(readPlacspPage(chunked(Buffer.from(xml), 13), { baseUrl, name: 'prueba.atom' }));

// Same namespaces as PLACSP, other prefixes (Atom as `a:`, CODICE as `b:`/`g:`/`x:`/`y:`).
const OTHER_PREFIXES = `<?xml version="1.0" encoding="UTF-8"?>
<a:feed xmlns:a="http://www.w3.org/2005/Atom"
  xmlns:b="urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2"
  xmlns:g="urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2"
  xmlns:x="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2"
  xmlns:y="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2">
  <a:id>https://contrataciondelestado.es/sindicacion/sindicacion_1143/contratosMenoresPerfilesContratantes.atom</a:id>
  <a:link href="contratosMenoresPerfilesContratantes_20200116_041442_2.atom" rel="next"/>
  <a:link href="https://example.org/otra.atom" rel="first"/>
  <a:title>Prueba</a:title>
  <t:deleted-entry xmlns:t="http://purl.org/atompub/tombstones/1.0" ref="https://contrataciondelestado.es/sindicacion/datosAbiertosMenores/1" when="2020-01-15T12:04:12.804+01:00"><t:comment type="ANULADA"/></t:deleted-entry>
  <a:entry>
    <a:id>https://contrataciondelestado.es/sindicacion/datosAbiertosMenores/2</a:id>
    <a:title>Café &amp; «ñandú»</a:title>
    <a:updated>2020-01-15T11:00:18.377+01:00</a:updated>
    <x:ContractFolderStatus>
      <b:ContractFolderID>EXP/1</b:ContractFolderID>
      <y:ContractFolderStatusCode>RES</y:ContractFolderStatusCode>
      <g:ProcurementProject xmlns:g2="urn:unused">
        <b:Name>Objeto del contrato</b:Name>
        <g:BudgetAmount><b:TaxExclusiveAmount currencyID="EUR">1.795,50</b:TaxExclusiveAmount></g:BudgetAmount>
      </g:ProcurementProject>
      <ProcurementProject xmlns="urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2"/>
    </x:ContractFolderStatus>
  </a:entry>
</a:feed>`;

describe('readAtomFeed', () => {
  it('reads by namespace URI, whatever the prefixes', async () => {
    const page = await read(
      OTHER_PREFIXES,
      'https://contrataciondelestado.es/sindicacion/sindicacion_1143/x.atom',
    );
    expect(page.header?.feed).toBe('1143');
    expect(page.header?.links.next).toBe(
      'https://contrataciondelestado.es/sindicacion/sindicacion_1143/contratosMenoresPerfilesContratantes_20200116_041442_2.atom',
    );
    expect(page.header?.links.first).toBe('https://example.org/otra.atom');
    expect(page.tombstones).toEqual([
      {
        entryId: 'https://contrataciondelestado.es/sindicacion/datosAbiertosMenores/1',
        when: '2020-01-15T11:04:12.804Z',
        comment: 'ANULADA',
      },
    ]);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      title: 'Café & «ñandú»',
      summary: 'Objeto del contrato',
      status: 'RES',
      contractFolderId: 'EXP/1',
      taxExclusiveAmount: '1795.5',
      source: '1143',
    });
  });

  it('keeps a relative href as it is when the page address is unknown', async () => {
    const page = await read(OTHER_PREFIXES);
    expect(page.header?.links.next).toBe('contratosMenoresPerfilesContratantes_20200116_041442_2.atom');
  });

  it('fails clearly on a stream that is not XML, or not ATOM, or empty', async () => {
    await expect(read('Esto no es XML')).rejects.toThrow(PlacspFeedError);
    await expect(read('Esto no es XML')).rejects.toThrow(
      /prueba\.atom no es un XML ATOM válido o está incompleta/,
    );
    await expect(read('<html><body>Error 503</body></html>')).rejects.toThrow(
      /no es un feed ATOM: su raíz es <html>/,
    );
    await expect(read('')).rejects.toThrow(PlacspFeedError);
    await expect(collectPage(readPlacspPage(Readable.from([])))).rejects.toThrow(PlacspFeedError);
  });

  it.skipIf(!HAVE_SAMPLES)(
    `fails clearly on a real page cut in half ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`,
    async () => {
      const bytes = await readFile(samplePath('PlataformasAgregadasSinMenores_20220105_030012.atom'));
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      const seen: string[] = [];
      const consume = async () => {
        for await (const item of readPlacspPage(chunked(half, 65536), { name: 'mitad.atom' }))
          seen.push(item.type);
      };
      await expect(consume()).rejects.toThrow(/mitad\.atom no es un XML ATOM válido o está incompleta/);
      // What came before the cut was complete; the importer must not commit a failed page.
      expect(seen.filter((t) => t === 'entry').length).toBeGreaterThan(100);
      expect(seen.filter((t) => t === 'entry').length).toBeLessThan(475);
    },
  );

  it.skipIf(!HAVE_SAMPLES)('gives the same result whatever the chunk boundaries', async () => {
    const bytes = await readFile(samplePath('placsp-atom-menores.xml'));
    const whole = await collectPage(readPlacspPage(Readable.from([bytes])));
    const tiny = await collectPage(readPlacspPage(chunked(bytes, 7)));
    expect(tiny).toEqual(whole);
    expect(whole.entries[0]?.title).toContain('Exposición Magdalena-Restauración');
  });

  it('decodes a page that declares ISO-8859-1', async () => {
    const xml = OTHER_PREFIXES.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const page = await collectPage(readPlacspPage(chunked(Buffer.from(xml, 'latin1'), 5)));
    expect(page.entries[0]?.title).toBe('Café & «ñandú»');
  });
});
