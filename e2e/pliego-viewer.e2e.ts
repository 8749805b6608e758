import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pliegoDocx, scannedPdf, textPdf, zipOf } from '../server/test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../server/test/pliegos/pliego-text';
import { sharedPath } from '../server/test/shared-data';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// A real PLACSP tender (58/17, Centro Cívico y Biblioteca) whose document links point at a
// loopback publisher: its PCAP is a 4-page PDF, its PPT a DOCX, one annex an HTML page (refused),
// one a ZIP, one a scanned PDF, the rest 404. 'Leer los pliegos' runs the real fetch job in the server's worker.
const browser = browserForFile();
const PCAP_ID = 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840';
const PPT_ID = 'da6b0423-6001-4e90-ae7c-6c27819b4c3b';
const HTML_ID = '1b32d280-2330-4403-a6ce-64aa963d7d24';
const ZIP_ID = '7de9b452-5b36-42b4-b375-b8ceeb387828';
const SCAN_ID = 'feba915e-112e-4494-a0d4-0c93cada46f3';
const ZIP_MEMBER = 'anexos/Anexo I mediciones.pdf';
const PCAP = 'PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf';
const TITLE = 'Obras de reforma en el Centro Cívico Polifuncional y la Biblioteca Municipal';
const PCAP_PAGES = [
  'Cláusula primera. Objeto del contrato: obras de reforma.',
  'Cláusula segunda. Presupuesto base de licitación.',
  'Cláusula tercera. Plazo de garantía: veinticuatro meses desde la recepción.',
  'Cláusula cuarta. Criterios de adjudicación.',
];

let site: http.Server;
let server: RunningServer;
let user: Account;

beforeAll(async () => {
  const files: Record<string, { type: string; body: Uint8Array }> = {
    [PCAP_ID]: { type: 'application/pdf', body: await textPdf(PCAP_PAGES) },
    [PPT_ID]: { type: 'application/octet-stream', body: await pliegoDocx(PLIEGO_SPECS[1]!) },
    [HTML_ID]: { type: 'text/html', body: new TextEncoder().encode('<html><body>Acceso</body></html>') },
    [ZIP_ID]: {
      type: 'application/zip',
      body: await zipOf({ [ZIP_MEMBER]: await textPdf(['Mediciones: 120 m² de solado.', 'Presupuesto.']) }),
    },
    [SCAN_ID]: { type: 'application/pdf', body: await scannedPdf() },
  };
  site = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').searchParams.get('DocumentIdParam') ?? ''];
    if (file) res.writeHead(200, { 'content-type': file.type }).end(file.body);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const feed = path.join(tmpdir(), `pliego-viewer-${process.pid}.atom`);
  const real = await readFile(sharedPath('placsp', 'full-20-entries.atom'), 'utf8');
  await writeFile(feed, real.replaceAll('https://contrataciondelestado.es', origin));
  server = await startServer({
    importRealPages: false,
    env: {
      DOCUMENT_FETCH_ALLOW_LOOPBACK: 'true',
      DOCUMENT_FETCH_HOST_GAP_MS: '0',
      DOCUMENT_FETCH_CRON: 'off',
    },
    steps: [['server/cli/import.ts', feed]],
  });
  user = await createAccount('pliegos', server);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => site?.close(resolve));
});

describe('pliegos: read on request, shown from our copy, searched page by page', () => {
  it("reads the tender's documents on 'Leer los pliegos' and opens our copy", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto(`/licitaciones/buscar?q=${encodeURIComponent('58/17')}`);
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    await page.getByRole('tab', { name: 'Doc. Legal' }).click();
    const pcapRow = page.getByTestId('document').filter({ hasText: PCAP });
    expect(await pcapRow.getByTestId('document-state').textContent()).toBe('Pendiente');
    // Not fetched yet: only the publisher's link, in a new tab.
    expect(await pcapRow.getByRole('link', { name: `Abrir ${PCAP}` }).getAttribute('target')).toBe('_blank');
    await screenshots(page, 'pliegos-tender-pending', { fullPage: true });

    await page.getByRole('button', { name: 'Leer los pliegos' }).click();
    await page.getByRole('status').filter({ hasText: 'Pedido: los leeremos en unos minutos.' }).waitFor();
    // The list is asked again until the worker has read them.
    await pcapRow
      .getByTestId('document-state')
      .filter({ hasText: 'Leído · 4 págs.' })
      .waitFor({ timeout: 60_000 });
    await page.getByRole('tab', { name: 'Doc. Técnica' }).click();
    const ppt = page.getByTestId('document').filter({ hasText: 'PPT OBRAS CIAJ-BIBLIOTECA.pdf' });
    expect(await ppt.getByTestId('document-state').textContent()).toMatch(/^Leído · \d+ págs?\.$/);
    await page.getByRole('tab', { name: 'Doc. Adicional' }).click();
    const refused = page.getByTestId('document').filter({ hasText: 'obras CIAJ PRIM-REF.PDF' });
    expect(await refused.getByTestId('document-state').textContent()).toBe(
      'No disponible: Tipo no admitido: text/html',
    );
    const scanned = page.getByTestId('document').filter({ hasText: 'obras CIAJ PRIM-ACT.PDF' });
    expect(await scanned.getByTestId('document-state').textContent()).toBe('Sin texto (escaneado)');
    const missing = page.getByTestId('document').filter({ hasText: 'obras CIAJ BIBL-P-REF.PDF' });
    expect(await missing.getByTestId('document-state').textContent()).toBe(
      'Pendiente (HTTP 404, se reintentará)',
    );
    await screenshots(page, 'pliegos-tender-read', { fullPage: true });

    // 'Ver' frames our own copy, not the publisher's page (a CSP refusal would fail the test: browser.ts).
    await page.getByRole('tab', { name: 'Doc. Legal' }).click();
    await pcapRow.getByRole('button', { name: `Ver ${PCAP}` }).click();
    const viewer = page.getByRole('dialog', { name: PCAP });
    expect(await viewer.locator('iframe').getAttribute('src')).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
    expect(await viewer.getByRole('link', { name: 'Enlace original' }).getAttribute('href')).toContain(
      `DocumentIdParam=${PCAP_ID}`,
    );
    await viewer.getByRole('link', { name: 'Abrir en el visor (buscar)' }).click();
    await page.waitForURL(/\/licitaciones\/documentos\/pliego\/\d+$/);
    await page.getByRole('heading', { level: 1, name: PCAP }).waitFor();
    await context.close();
  }, 120_000);

  it("finds a word on page 3 with 'Buscar en el documento' and moves the viewer there", async () => {
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto(`/licitaciones/buscar?q=${encodeURIComponent('58/17')}`);
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.getByRole('tab', { name: 'Doc. Legal' }).click();
    await page.getByRole('button', { name: `Ver ${PCAP}` }).click();
    await page.getByRole('link', { name: 'Abrir en el visor (buscar)' }).click();
    await page.getByRole('heading', { level: 1, name: PCAP }).waitFor();
    expect(await page.getByTestId('document-state').textContent()).toBe('Leído · 4 págs.');
    const frame = page.getByTestId('pliego-frame');
    expect(await frame.getAttribute('src')).toMatch(/^blob:.*#page=1$/);

    await page.getByRole('textbox', { name: 'Buscar en el documento' }).fill('garantia');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const hits = page.getByTestId('pliego-hit');
    await hits.first().waitFor();
    expect(await hits.allTextContents()).toEqual([expect.stringMatching(/^Pág\. 3 .*garantía/)]);
    await hits.first().click();
    await page.waitForURL(/\?pagina=3$/);
    // The frame follows the URL on the next render.
    await expect.poll(() => page.getByTestId('pliego-frame').getAttribute('src')).toMatch(/^blob:.*#page=3$/);
    await screenshots(page, 'pliego-viewer-page3');

    // The DOCX has no browser viewer: its text page by page, with the same search.
    await page.getByRole('link', { name: 'Volver a la licitación' }).click();
    await page.getByRole('tab', { name: 'Doc. Técnica' }).click();
    await page.getByRole('link', { name: 'Ver copia PPT OBRAS CIAJ-BIBLIOTECA.pdf' }).click();
    await page.getByRole('heading', { level: 3, name: 'Página 1' }).waitFor();
    expect(await page.getByTestId('pliego-frame').count()).toBe(0);
    await screenshots(page, 'pliego-viewer-docx');

    // A ZIP lists its members, each opening in the viewer.
    await page.getByRole('link', { name: 'Volver a la licitación' }).click();
    await page.getByRole('tab', { name: 'Doc. Adicional' }).click();
    await page
      .getByRole('link', { name: 'Ver copia ANEXO 1-OBRAS A REALIZAR CIAJ Y BIBLIOTECA.PDF' })
      .click();
    await page.getByRole('heading', { level: 3, name: 'Archivos del ZIP' }).waitFor();
    await page.getByRole('link', { name: ZIP_MEMBER }).click();
    await page.waitForURL((url) => url.searchParams.get('miembro') === ZIP_MEMBER);
    expect(await page.getByTestId('pliego-frame').getAttribute('src')).toMatch(/^blob:.*#page=1$/);
    await context.close();
  }, 120_000);
});
