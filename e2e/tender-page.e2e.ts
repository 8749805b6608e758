import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile } from './support/browser';
import { sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// CON/2026/6 is a resolved tender of Lena (Asturias) in two lots, each with its own winner.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('licitacion');
});

const NBSP = '\u00a0';
const TITLE = 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.';

/** Searches the expediente and opens its tender page from the search results. */
async function openTender(page: Page, folder: string, title: string) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/search'));
  await page.goto(`/licitaciones/buscar?q=${encodeURIComponent(folder)}`);
  expect((await answered).status()).toBe(200);
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/licitaciones\/detalle\/\d+\?comingFrom=/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
const openLenaTender = (page: Page) => openTender(page, 'CON/2026/6', TITLE);

/** The info table as label → text of its value. */
async function infoTable(page: Page): Promise<Record<string, string>> {
  const rows = page.getByRole('table', { name: 'Datos de la licitación' }).locator('tr');
  const entries: [string, string][] = [];
  for (const row of await rows.all()) {
    entries.push([
      ((await row.locator('th').textContent()) ?? '').trim(),
      ((await row.locator('td').textContent()) ?? '').trim(),
    ]);
  }
  return Object.fromEntries(entries);
}

describe('the tender page on a real PLACSP tender', () => {
  it('shows the info table, the lots carousel and the documents, and goes back to the search', async () => {
    const { context, page } = await signedIn(browser(), user);
    await openLenaTender(page);
    expect(new URL(page.url()).searchParams.get('comingFrom')).toBe('/licitaciones/buscar?q=CON%2F2026%2F6');

    const info = await infoTable(page);
    expect(Object.keys(info)).toEqual([
      'Estado',
      'Resumen',
      'Valor estimado',
      'Presupuesto base sin IVA',
      'Presupuesto base con IVA',
      'Nº expediente',
      'Link al original',
      'Periodo',
      'Tipo de Contrato',
      'Procedimiento',
      'Entidad',
      'Lugar',
      'Fecha publicación',
      'Fecha Límite Presentación',
      'CPV',
    ]);
    expect(info).toMatchObject({
      Estado: 'Resuelta',
      Resumen: TITLE,
      'Nº expediente': 'CON/2026/6',
      'Link al original': 'Ver en la plataforma de origen',
      Periodo: 'del 22/05/2026 al 30/09/2026',
      'Tipo de Contrato': 'Servicios',
      Procedimiento: 'Abierto',
      Entidad: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)',
      Lugar: 'Lena, Asturias',
      'Fecha publicación': '22/05/2026',
      // 21:59 UTC on 8 June is 23:59 in Madrid (summer time).
      'Fecha Límite Presentación': '23:59:00 08/06/2026',
      CPV: '77200000 - Servicios forestales',
    });
    expect(info['Presupuesto base con IVA']).toBe(`92.284,76${NBSP}€`);
    expect(
      await page.getByRole('link', { name: 'Ver en la plataforma de origen' }).getAttribute('href'),
    ).toMatch(/^https:\/\/contrataciondelestado\.es\/wps\/poc\?uri=deeplink:detalle_licitacion/);

    // The lots: both fit in the three slots, so there is nowhere to move.
    const carousel = page.getByRole('region', { name: 'Lotes de la licitación' });
    const cards = carousel.getByRole('group');
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      'Lote 1',
      'Lote 2',
    ]);
    expect(await carousel.getByText('Lotes 1–2 de 2').count()).toBe(1);
    expect(await carousel.getByRole('button', { name: 'Lotes anteriores' }).isDisabled()).toBe(true);
    expect(await carousel.getByRole('button', { name: 'Lotes siguientes' }).isDisabled()).toBe(true);
    const lot1 = carousel.getByRole('group', { name: 'Lote 1' });
    const lot1Text = (await lot1.textContent()) ?? '';
    for (const expected of [
      'Faja auxiliar mecánica',
      `73.576,36${NBSP}€`,
      'Formalizado',
      'IDINAT OBRAS Y SERVICIOS, S.L.',
      'Mejor oferta presentada',
      '29/07/2026',
      `Adjudicado sin IVA60.728,36${NBSP}€`,
      `Adjudicado con IVA73.481,32${NBSP}€`,
      // Without VAT on both sides: 60.728,36 € awarded against a budget of 60.806,90 €.
      `-78,54${NBSP}€ sin IVA`,
    ]) {
      expect(lot1Text).toContain(expected);
    }
    const lot2Text = (await carousel.getByRole('group', { name: 'Lote 2' }).textContent()) ?? '';
    expect(lot2Text).toContain('Limpieza manual de senderos');
    expect(lot2Text).toContain('FORESTAL OVIEDO S.L.');
    expect(
      await lot1.getByRole('link', { name: 'IDINAT OBRAS Y SERVICIOS, S.L.' }).getAttribute('href'),
    ).toMatch(/^\/licitaciones\/empresa\/\d+$/);

    // The four document tabs; nothing fetched yet, so each document is its publisher's link.
    const tabs = page.getByRole('tab');
    const tabNames = (await tabs.allTextContents()).map((s) => s.trim());
    expect(tabNames.filter((name) => name.startsWith('Doc.'))).toEqual([
      'Doc. General',
      'Doc. Legal',
      'Doc. Técnica',
      'Doc. Adicional',
    ]);
    const cartografia = page.getByRole('link', { name: 'Abrir Cartografia' });
    expect(await cartografia.getAttribute('href')).toContain('DocumentIdParam=2026-1faae62f');
    expect(await cartografia.getAttribute('target')).toBe('_blank');
    await page.getByRole('tab', { name: 'Doc. Legal' }).click();
    expect(await page.getByRole('link', { name: 'Abrir PCAP.pdf' }).getAttribute('href')).toMatch(
      /^https:\/\/contrataciondelestado\.es\/FileSystem\/servlet\/GetDocumentByIdServlet\?/,
    );
    await page.getByRole('tab', { name: 'Doc. Adicional' }).click();
    await page.getByRole('link', { name: 'Abrir Decret adjudicacion.pdf' }).waitFor();

    // Back to the same search.
    await page.getByRole('link', { name: 'Volver a la búsqueda' }).click();
    await page.waitForURL((url) => url.pathname === '/licitaciones/buscar');
    expect(new URL(page.url()).searchParams.get('q')).toBe('CON/2026/6');
    await context.close();
  });

  it('leads from Entidad to the company page, and says so when a tender does not exist', async () => {
    allowFailedCall(
      404,
      '/v1/procurement_projects/99999999',
      'a tender that does not exist is opened on purpose',
      'No existe la licitación solicitada.',
    );
    const { context, page } = await signedIn(browser(), user);
    await openLenaTender(page);
    await page
      .getByRole('table', { name: 'Datos de la licitación' })
      .getByRole('link', { name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)' })
      .click();
    await page.waitForURL(/\/licitaciones\/empresa\/\d+$/);

    await page.goto('/licitaciones/detalle/99999999');
    await page
      .getByRole('alert')
      .getByText(
        'No hemos encontrado esta licitación. Puede que el enlace no sea correcto o que ya no exista.',
      )
      .waitFor();
    expect(await page.getByRole('link', { name: 'Volver a la búsqueda' }).getAttribute('href')).toBe(
      '/licitaciones/buscar',
    );
    await context.close();
  });
});

/** The value under a field's label in an award (data-testid award-amount, award-date…). */
const fieldValue = async (scope: Locator, testId: string) =>
  (await scope.getByTestId(testId).locator(':scope > :last-child').textContent()) ?? '';

/** Whether `item` lies wholly inside the visible box of `card` (nothing to scroll to). */
async function insideCard(card: Locator, item: Locator): Promise<boolean> {
  const outer = await card.boundingBox();
  const inner = await item.boundingBox();
  if (!outer || !inner) return false;
  return inner.y >= outer.y && inner.y + inner.height <= outer.y + outer.height;
}

describe('award amounts and lot cards on real tenders', () => {
  // OBR-18-058 (regional platforms) states its award only without VAT: 103.278,00 € against a
  // budget of 142.080,76 € without VAT.
  it('shows an award stated only without VAT and its difference to the budget', async () => {
    const { context, page } = await signedIn(browser(), user);
    await openTender(page, 'OBR-18-058', 'Acondicionamiento de caminos en Rañadoiro (TINEO)');
    expect((await infoTable(page))['Presupuesto base sin IVA']).toBe(`142.080,76${NBSP}€`);
    const block = page.getByRole('group', { name: 'Resultados de adjudicación' });
    expect(await block.getByLabel('Resultado').textContent()).toBe('Adjudicado');
    await block.getByRole('link', { name: 'FRANCISCO SUAREZ CONTRATAS, S L' }).waitFor();
    const awarded = block.getByTestId('award-amount');
    expect(await awarded.count()).toBe(1);
    expect(await awarded.getAttribute('data-amount-basis')).toBe('awarded_tax_exclusive');
    expect(await fieldValue(block, 'award-amount')).toBe(`103.278,00${NBSP}€`);
    expect(await fieldValue(block, 'award-difference')).toBe(
      `-38.802,76${NBSP}€ sin IVA (-27,31${NBSP}% sobre el presupuesto)`,
    );
    await screenshots(page, 'tender-award');
    await context.close();
  });

  // SER-17-134-OSA: five lots with descriptions of 500 characters; lot 2 went to a psychiatrist.
  it("keeps a lot's status, winner, amount and date inside its card, the description behind 'Ver más'", async () => {
    const { context, page } = await signedIn(browser(), user);
    await openTender(page, 'SER-17-134-OSA', 'Servicio de Psiquiatría (lotes)');
    const carousel = page.getByRole('region', { name: 'Lotes de la licitación' });
    const keyData = (card: Locator) => [
      card.getByLabel('Resultado'),
      card.getByRole('link', { name: 'JOSE FRANCISCO OLCINA RODRIGUEZ' }),
      card.getByTestId('award-amount').first(),
      card.getByTestId('award-date'),
    ];
    const lot2 = carousel.getByRole('group', { name: 'Lote 2' });
    for (const item of keyData(lot2)) expect(await insideCard(lot2, item)).toBe(true);
    expect(
      (await lot2.getByTestId('award-amount').allTextContents()).map((s) => s.replaceAll(NBSP, ' ')),
    ).toEqual(['Adjudicado sin IVA3.550,00 €', 'Adjudicado con IVA3.550,00 €']);
    expect(await fieldValue(lot2, 'award-date')).toBe('21/12/2017');
    await screenshots(page, 'tender-lots');

    // The whole description is one click away.
    const summary = lot2.getByTestId('lot-summary');
    const summaryHeight = async () => (await summary.boundingBox())?.height ?? 0;
    const cut = await summaryHeight();
    await summary.getByRole('button', { name: 'Ver más' }).click();
    await summary.getByRole('button', { name: 'Ver menos' }).waitFor();
    await expect.poll(summaryHeight).toBeGreaterThan(cut + 60);
    await summary.getByRole('button', { name: 'Ver menos' }).click();

    // On a phone one lot shows at a time: the second one keeps its key data in view too.
    await page.setViewportSize({ width: 390, height: 844 });
    await carousel.getByText('Lotes 1–1 de 5').waitFor();
    await expect.poll(() => sideScroll(page), { message: 'tender page at 390 px' }).toBe(0);
    await carousel.getByRole('button', { name: 'Lotes siguientes' }).click();
    await carousel.getByText('Lotes 2–2 de 5').waitFor();
    for (const item of keyData(lot2)) expect(await insideCard(lot2, item)).toBe(true);
    await context.close();
  });
});

describe('tags on the tender page', () => {
  it('adds Favoritos and a new tag, manages tags, and keeps them after a reload', async () => {
    allowFailedCall(
      409,
      '/v1/tags',
      'a tag is created twice on purpose',
      'Ya tienes una etiqueta con ese nombre',
    );
    const { context, page } = await signedIn(browser(), user);
    await openLenaTender(page);
    const row = page.getByRole('group', { name: 'Etiquetas de la licitación' });
    const badges = async () =>
      (await row.locator('.mantine-Badge-label').allTextContents()).map((s) => s.trim());
    expect(await badges()).toEqual([]);

    await page.getByRole('button', { name: 'Añadir etiqueta' }).click();
    await page.getByRole('menuitem', { name: 'Favoritos' }).click();
    await expect.poll(badges).toEqual(['Favoritos']);
    expect(
      await row
        .locator('.mantine-Badge-root')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(238, 189, 1)');

    // The manager: Spanish validation, create two tags, rename one, delete the other.
    await page.getByRole('button', { name: 'Añadir etiqueta' }).click();
    await page.getByRole('menuitem', { name: 'Gestionar etiquetas' }).click();
    const manager = page.getByRole('dialog', { name: 'Mis etiquetas' });
    await manager.waitFor();
    await manager.getByRole('button', { name: 'Crear etiqueta' }).click();
    await manager.getByText('El nombre es obligatorio').waitFor();
    await manager.getByRole('textbox', { name: 'Nombre' }).fill('Revisar');
    await manager.getByRole('textbox', { name: 'Color de fondo' }).fill('#2F9E44');
    await manager.getByRole('button', { name: 'Crear etiqueta' }).click();
    const list = manager.getByRole('list', { name: 'Etiquetas' });
    await list.getByRole('listitem', { name: 'Revisar' }).waitFor();
    await manager.getByRole('textbox', { name: 'Nombre' }).fill('revisar');
    await manager.getByRole('button', { name: 'Crear etiqueta' }).click();
    await manager.getByText('Ya tienes una etiqueta con ese nombre').waitFor();
    await manager.getByRole('textbox', { name: 'Nombre' }).fill('Temporal');
    await manager.getByRole('button', { name: 'Crear etiqueta' }).click();
    await list.getByRole('listitem', { name: 'Temporal' }).waitFor();

    await manager.getByRole('button', { name: 'Editar la etiqueta Revisar' }).click();
    await list.getByRole('textbox', { name: 'Nombre' }).fill('Revisar con obra');
    await list.getByRole('button', { name: 'Guardar' }).click();
    await list.getByRole('listitem', { name: 'Revisar con obra' }).waitFor();
    await manager.getByRole('button', { name: 'Borrar la etiqueta Temporal' }).click();
    await manager.getByRole('button', { name: 'Confirmar borrado' }).click();
    await list.getByRole('listitem', { name: 'Temporal' }).waitFor({ state: 'detached' });
    expect(
      await list.getByRole('listitem').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
    ).toEqual(['Favoritos', 'Revisar con obra']);
    await page.keyboard.press('Escape');
    await manager.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Añadir etiqueta' }).click();
    expect(await page.getByRole('menuitem', { name: 'Favoritos' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Revisar con obra' }).click();
    await expect.poll(badges).toEqual(['Favoritos', 'Revisar con obra']);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(badges).toEqual(['Favoritos', 'Revisar con obra']);

    await page.getByRole('button', { name: 'Quitar la etiqueta Favoritos' }).click();
    await expect.poll(badges).toEqual(['Revisar con obra']);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(badges).toEqual(['Revisar con obra']);
    await context.close();
  });
});
