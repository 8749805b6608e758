import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { listed, partyIdOf } from './support/party-page';
import {
  contrast,
  fitsEverywhere,
  PHONE,
  resultCards,
  resultTable,
  whollyVisibleBelow,
} from './support/results';
import { screenshots } from './support/screenshots';
import { rows, search, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
const SEARCH = 'Resultados de la búsqueda';
const UNFOLLOW = 'Dejar de seguir';
let user: Account;
let api: ApiCall;
beforeAll(async () => {
  user = await createAccount('resultados');
  api = await apiAs(user);
});

const searchApi = (body: object) => api<ProcurementSearchResponse>('POST', '/v1/procurement/search', body);
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').replaceAll('\u00a0', ' ');

describe('search results a professional can scan', () => {
  it('shows at least 6 whole results below the search bar at 1440×900, titles on two lines', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.setViewportSize({ width: 1440, height: 900 });
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const bar = await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).boundingBox();
    expect(
      await whollyVisibleBelow(page, rows(page), (bar?.y ?? 0) + (bar?.height ?? 0)),
    ).toBeGreaterThanOrEqual(6);

    // The sort label is whole: its text fits inside the select.
    const sort = page.getByLabel('Ordenar por');
    expect(await sort.inputValue()).toBe('date_desc');
    const room = await sort.evaluate((select: HTMLSelectElement) => {
      const context2d = document.createElement('canvas').getContext('2d');
      const style = getComputedStyle(select);
      if (!context2d) return -1;
      context2d.font = style.font;
      const label = context2d.measureText(select.selectedOptions[0]?.text ?? '').width;
      return (
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        label
      );
    });
    expect(room).toBeGreaterThanOrEqual(0);

    // Every row: title (at most two lines), body, amount, publication date and a status badge.
    const titles = rows(page).locator('[data-field="title"]');
    const heights = await titles.evaluateAll((links) =>
      links.map((link) => link.clientHeight / Number.parseFloat(getComputedStyle(link).lineHeight)),
    );
    expect(heights).toHaveLength(25);
    expect(Math.max(...heights)).toBeLessThanOrEqual(2.05);
    for (const field of ['body', 'amount', 'date', 'status'])
      expect(await rows(page).locator(`[data-field="${field}"]`).count(), field).toBeGreaterThanOrEqual(20);
    expect(await rows(page).locator('[data-field="place"]').count()).toBeGreaterThan(10);
    expect(await rows(page).locator('[data-field="deadline"]').count()).toBeGreaterThan(0);
    await expect
      .poll(() => rows(page).getByRole('button', { name: 'Seguir', exact: true }).count())
      .toBeGreaterThan(0);

    await screenshots(page, 'search');

    // A title cut at two lines shows whole on hover.
    const cutIndex = await titles.evaluateAll((links) =>
      links.findIndex((link) => link.scrollHeight > link.clientHeight + 1),
    );
    expect(cutIndex).toBeGreaterThanOrEqual(0);
    const longTitle = titles.nth(cutIndex);
    await longTitle.hover();
    const whole = (await longTitle.textContent()) ?? '';
    expect((await page.getByRole('tooltip').filter({ hasText: whole }).textContent())?.trim()).toBe(
      whole.trim(),
    );

    await context.close();
  });

  it('never scrolls sideways: a table from 1024 px, one card per result on a phone', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await fitsEverywhere(page, SEARCH);
    await page.setViewportSize(PHONE);
    const cards = resultCards(page, SEARCH);
    expect(await cards.count()).toBe(25);
    for (const field of ['title', 'body', 'amount', 'date', 'status'])
      expect(await cards.first().locator(`[data-field="${field}"]`).count(), field).toBe(1);
    await context.close();
  });

  it('shows the best amount a tender has, names its basis under it, and sorts by it', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));

    // No estimated value, a budget of 199.541,85 € without VAT (241.445,64 € with it).
    await search(page, 'ACE/805.01/17/EXPL/01');
    expect(await text(page, '[data-field="amount"] [data-testid="amount-value"]')).toBe('199.541,85 €');
    expect(await text(page, '[data-field="amount"] [data-testid="amount-basis"]')).toBe(
      'Presupuesto base sin IVA',
    );

    await search(page, 'CON/2026/6');
    expect(await text(page, '[data-field="amount"] [data-testid="amount-value"]')).toBe('76.268,38 €');
    expect(await text(page, '[data-field="amount"] [data-testid="amount-basis"]')).toBe('Valor estimado');

    // Minor contracts mostly state only their budget: sorted by amount they still come in order.
    const filters = encodeURIComponent(JSON.stringify({ sources: ['menores'] }));
    await searched(page, () => page.goto(`/licitaciones/buscar?sort=amount_desc&filters=${filters}`));
    const amounts = rows(page).locator('[data-field="amount"]');
    const values = (await amounts.locator('[data-testid="amount-value"]').allTextContents()).map((v) =>
      Number(v.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(values).toHaveLength(25);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const bases = await amounts.evaluateAll((cells) =>
      cells.map((cell) => cell.getAttribute('data-amount-basis')),
    );
    expect(bases).toContain('tax_exclusive');
    await context.close();
  });
});

describe('the other result lists read the same way', () => {
  it('Mis licitaciones: followed tenders with amount, dates, status and a clearly visible unfollow bell', async () => {
    const { results } = await searchApi({ pageSize: 8 });
    for (const tender of results) await api('POST', `/v1/procurement_projects/${tender.id}/subscription`);
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/mis_licitaciones');
    const table = resultTable(page, 'Licitaciones seguidas');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(8);
    const first = results[0]!;
    const row = table.locator('tbody tr').filter({ hasText: first.title }).first();
    expect(await row.locator('[data-field="title"]').textContent()).toBe(first.title);
    expect(await row.locator('[data-field="body"]').textContent()).toBe(first.contracting_party?.name);
    expect(await row.locator('[data-field="amount"]').count()).toBe(first.best_amount ? 1 : 0);
    expect(await row.locator('[data-field="notifications"]').textContent()).toBe('0 notificaciones');
    const unfollow = table.getByRole('button', { name: UNFOLLOW }).first();
    expect(await contrast(unfollow)).toBeGreaterThanOrEqual(3);
    await fitsEverywhere(page, 'Licitaciones seguidas');
    await screenshots(page, 'mis-licitaciones');
    await context.close();
  });

  it('Mis empresas: followed parties fit, with an unfollow bell visible there and in the side panel', async () => {
    const { results } = await searchApi({ pageSize: 25 });
    const bodies = [
      ...new Map(
        results.flatMap((r) => (r.contracting_party ? [[r.contracting_party.id, r.contracting_party]] : [])),
      ).values(),
    ].slice(0, 4);
    for (const body of bodies) await api('POST', `/v1/procurement_party/${body.id}/subscription`);
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/mis_empresas');
    const table = resultTable(page, 'Empresas y entidades seguidas');
    await table.waitFor();
    expect(await table.locator('[data-field="name"]').allTextContents()).toEqual(
      expect.arrayContaining(bodies.map((b) => b.name)),
    );
    expect(await contrast(table.getByRole('button', { name: UNFOLLOW }).first())).toBeGreaterThanOrEqual(3);

    // The side panel's search shows the same bell for a followed body.
    const panel = page.getByRole('complementary', { name: 'Buscar empresas y entidades' });
    await panel.getByRole('textbox', { name: 'Nombre o NIF' }).fill(bodies[0]!.name.slice(0, 30));
    const found = panel.getByRole('listitem').filter({ hasText: bodies[0]!.name }).first();
    const bell = found.getByRole('button', { name: UNFOLLOW });
    await bell.waitFor();
    expect(await contrast(bell)).toBeGreaterThanOrEqual(3);

    await fitsEverywhere(page, 'Empresas y entidades seguidas');
    await screenshots(page, 'mis-empresas');
    await context.close();
  });

  it('a contracting body page lists its tenders like the search, without scrolling sideways', async () => {
    const { results } = await searchApi({ pageSize: 1000 });
    const counts = new Map<number, number>();
    for (const r of results)
      if (r.contracting_party)
        counts.set(r.contracting_party.id, (counts.get(r.contracting_party.id) ?? 0) + 1);
    const [busiest] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    const { context, page } = await signedIn(browser(), user);
    await page.goto(`/licitaciones/empresa/${busiest![0]}`);
    const table = resultTable(page, 'Licitaciones ofertadas');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(Math.min(busiest![1], 25));
    expect(await table.locator('[data-field="amount"]').count()).toBeGreaterThan(0);
    // Its own name would repeat on every row.
    expect(await table.locator('[data-field="body"]').count()).toBe(0);
    await fitsEverywhere(page, 'Licitaciones ofertadas');
    await screenshots(page, 'empresa');
    await context.close();
  });
  it("a company's awards: every fact of each award in three columns, without scrolling sideways", async () => {
    // MATERIALES DE CONSTRUCCION LA UNION, S.L. won 13 minor contracts in the imported pages.
    const union = await partyIdOf(user, 'B46583761');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${union}`));
    const table = resultTable(page, 'Licitaciones ganadas');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(13);
    const first = table.locator('tbody tr').first();
    for (const field of ['summary', 'contracting-party', 'received-amount', 'award-date', 'publication-date'])
      expect(await first.locator(`[data-field="${field}"]`).count(), field).toBe(1);
    await fitsEverywhere(page, 'Licitaciones ganadas');
    await screenshots(page, 'empresa-adjudicaciones');
    await context.close();
  });
});
