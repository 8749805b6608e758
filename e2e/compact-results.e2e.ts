import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../common/api/user';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { listed, partyIdOf } from './support/party-page';
import { PHONE, resultCards, sideScroll, whollyVisibleBelow } from './support/results';
import { SCREEN_SIZES, screenshots } from './support/screenshots';
import { searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
const SEARCH = 'Resultados de la búsqueda';
const COMPACT = 'Vista compacta';
let compactUser: Account;
let cardsUser: Account;
let asCompactUser: ApiCall;
beforeAll(async () => {
  [compactUser, cardsUser] = await Promise.all([createAccount('compacta'), createAccount('fichas')]);
  asCompactUser = await apiAs(compactUser);
});

const table = (page: Page) => page.getByRole('table', { name: SEARCH });
const tableRows = (page: Page) => table(page).locator('tbody tr');
/** The results as shown at the page's width: table rows, or cards on a phone. */
const shownResults = (page: Page) =>
  (page.viewportSize()?.width ?? 0) < 768 ? resultCards(page, SEARCH) : tableRows(page);

/** Opens the search at width × height, as a user arriving there does, and waits for its results. */
async function openSearch(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await searched(page, () => page.goto('/licitaciones/buscar'));
  await shownResults(page).first().waitFor();
}

/** How many results lie wholly inside the viewport once the page has loaded, nothing scrolled. */
const wholeResults = async (page: Page) => whollyVisibleBelow(page, shownResults(page), 0);

/** The rendered lines of an element's text: its text boxes' middles, those within 6 px counted once. */
const lines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const middles = [...range.getClientRects()]
      .filter((r) => r.width > 0)
      .map((r) => r.top + r.height / 2)
      .sort((a, b) => a - b);
    return middles.filter((middle, i) => i === 0 || middle - (middles[i - 1] ?? 0) > 6).length;
  });

describe("'Vista compacta' of the results", () => {
  it('is kept on the account: after a reload, and for this user only', async () => {
    const { context, page } = await signedIn(browser(), compactUser);
    await openSearch(page, 1440, 900);
    const toggle = page.getByRole('switch', { name: COMPACT });
    expect(await toggle.isChecked()).toBe(false);
    expect(await table(page).getAttribute('data-compact')).toBeNull();

    const saved = page.waitForResponse((r) => r.url().endsWith('/v1/user/preferences'));
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await table(page).and(page.locator('[data-compact]')).waitFor();
    expect((await asCompactUser<CurrentUser>('GET', '/v1/user')).compact_results).toBe(true);

    await page.reload();
    await table(page).and(page.locator('[data-compact]')).waitFor();
    expect(await page.getByRole('switch', { name: COMPACT }).isChecked()).toBe(true);
    await context.close();

    // Another user still gets the cards.
    const other = await signedIn(browser(), cardsUser);
    await openSearch(other.page, 1440, 900);
    expect(await other.page.getByRole('switch', { name: COMPACT }).isChecked()).toBe(false);
    expect(await table(other.page).getAttribute('data-compact')).toBeNull();
    await other.context.close();
  });

  it('shows at least 15 whole results at 1440×900 and 12 at 1280×800, each on one line', async () => {
    await asCompactUser('PUT', '/v1/user/preferences', { compact_results: true });
    const { context, page } = await signedIn(browser(), compactUser);
    const counts: Record<string, number> = {};
    for (const [width, height] of SCREEN_SIZES) {
      await openSearch(page, width, height);
      counts[`${width}x${height}`] = await wholeResults(page);
    }
    console.info('Vista compacta, resultados enteros a la vista:', counts);
    expect(counts['1440x900']).toBeGreaterThanOrEqual(15);
    expect(counts['1280x800']).toBeGreaterThanOrEqual(12);

    await screenshots(page, 'search-compact');

    // What a bid manager scans, in every row: title link, body, amount, status, publication date.
    await openSearch(page, 1280, 800);
    const rows = tableRows(page);
    expect(await rows.count()).toBe(25);
    for (const field of ['title', 'body', 'amount', 'status', 'date'])
      expect(await rows.locator(`[data-field="${field}"]`).count(), field).toBeGreaterThanOrEqual(20);
    expect(await rows.locator('[data-field="deadline"]').count()).toBeGreaterThan(0);
    // One line each: every cell is as tall as one row of text, no status label is cut.
    for (const title of await rows.locator('[data-field="title"]').all()) expect(await lines(title)).toBe(1);
    const cut = await rows
      .locator('[data-field="status"] .mantine-Badge-label')
      .evaluateAll((labels) =>
        labels
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => `${label.textContent}: ${label.scrollWidth} > ${label.clientWidth}`),
      );
    expect(cut).toEqual([]);
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(40);
    for (const [width, height] of [...SCREEN_SIZES.filter(([w]) => w >= 768), [1024, 768] as const]) {
      await page.setViewportSize({ width, height });
      await expect.poll(() => sideScroll(page)).toBe(0);
    }
    // Narrower than 1200 px the body and publication date give way, so a title stays readable.
    const mainWidth = await table(page)
      .locator('thead th')
      .nth(1)
      .evaluate((th) => th.clientWidth);
    expect(mainWidth).toBeGreaterThanOrEqual(250);
    expect(await rows.locator('[data-field="body"]').first().isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A cut title reads whole on hover.
    const titles = rows.locator('[data-field="title"]');
    const cutIndex = await titles.evaluateAll((links) =>
      links.findIndex(
        (link) => link.scrollHeight > link.clientHeight + 1 || link.scrollWidth > link.clientWidth + 1,
      ),
    );
    expect(cutIndex).toBeGreaterThanOrEqual(0);
    const long = titles.nth(cutIndex);
    await long.hover();
    const whole = ((await long.textContent()) ?? '').trim();
    expect((await page.getByRole('tooltip').filter({ hasText: whole }).textContent())?.trim()).toBe(whole);
    await context.close();
  });

  it('counts the results of the default view at the same sizes', async () => {
    const { context, page } = await signedIn(browser(), cardsUser);
    const counts: Record<string, number> = {};
    for (const [width, height] of SCREEN_SIZES) {
      await openSearch(page, width, height);
      counts[`${width}x${height}`] = await wholeResults(page);
    }
    console.info('Vista normal, resultados enteros a la vista:', counts);
    // The compact view is what doubles them: the default rows stay as they were.
    expect(counts['1440x900']).toBeLessThan(15);
    await screenshots(page, 'search-cards');
    await context.close();
  });

  it('on a phone, shows the first title without scrolling and the freshness notice on one line', async () => {
    for (const [account, compact] of [
      [cardsUser, false],
      [compactUser, true],
    ] as const) {
      await apiAs(account).then((api) => api('PUT', '/v1/user/preferences', { compact_results: compact }));
      const { context, page } = await signedIn(browser(), account);
      await openSearch(page, PHONE.width, PHONE.height);
      const title = resultCards(page, SEARCH).first().locator('[data-field="title"]');
      const box = await title.boundingBox();
      expect(box, `compact ${compact}`).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `compact ${compact}: title bottom`).toBeLessThanOrEqual(PHONE.height);

      const freshness = page.getByTestId('data-freshness');
      expect(await lines(freshness), `compact ${compact}: freshness`).toBe(1);
      expect(await freshness.getByText('Datos hasta').count()).toBe(1);
      await expect.poll(() => sideScroll(page)).toBe(0);
      await context.close();
    }
  });

  it('serves the body page’s list of its tenders too', async () => {
    await asCompactUser('PUT', '/v1/user/preferences', { compact_results: true });
    const body = await partyIdOf(compactUser, 'Alcalde');
    const { context, page } = await signedIn(browser(), compactUser);
    await listed(page, () => page.goto(`/licitaciones/empresa/${body}`));
    const offered = page.locator('table[data-compact]');
    await offered.waitFor();
    expect(await offered.locator('[data-field="title"]').count()).toBeGreaterThan(0);
    // Its own name on every row would say nothing.
    expect(await offered.locator('[data-field="body"]').count()).toBe(0);
    expect(await page.getByRole('switch', { name: COMPACT }).isChecked()).toBe(true);
    await context.close();
  });

  it('serves the renewals too: end, holders and amount on one line', async () => {
    await asCompactUser('PUT', '/v1/user/preferences', { compact_results: true });
    const { context, page } = await signedIn(browser(), compactUser);
    await page.setViewportSize({ width: 1280, height: 800 });
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/renewals/search'));
    await page.goto('/licitaciones/renovaciones?desde=2019-01-01&hasta=2019-12-31');
    expect((await answered).status()).toBe(200);
    const renewals = page.getByRole('table', { name: 'Contratos que terminan' });
    await renewals.and(page.locator('[data-compact]')).waitFor();
    const rows = renewals.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(10);
    for (const row of await rows.all()) {
      expect(await lines(row.locator('[data-field="title"]'))).toBe(1);
      expect(await row.locator('[data-field="execution-end"]').textContent()).toMatch(/^\d\d\/\d\d\/2019$/);
    }
    expect(await page.getByRole('switch', { name: COMPACT }).isChecked()).toBe(true);
    await expect.poll(() => sideScroll(page)).toBe(0);
    await screenshots(page, 'renewals-compact');
    await context.close();
  });
});
