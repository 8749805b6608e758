import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { screenshots } from './support/screenshots';
import { count, rows, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// Figures checked on them (server/http/routes/tenders/search-requirements.test.ts): 9 tenders ask
// for no classification and weigh price 80 % or more, among them 1691804 (80 of 100 points);
// 1724191 weighs price 85 % but asks for C2-5. The regional platforms' entries publish neither.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('filtros-requisitos');
});

const filtersInUrl = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}');
const chipTexts = async (page: Page) =>
  (await page.getByTestId('active-filters').getByRole('listitem').allTextContents()).map((s) =>
    s.trim().replaceAll('\u00a0', ' '),
  );
const titled = (page: Page, title: string) => rows(page).filter({ hasText: title });
const INFORMACION = 'Servicio de Informacion y Acompañamiento';
const SAN_AGUSTIN = 'Sustitucion de 6+8 UDS.';

describe('the requirement filters of the search panel on the real PLACSP pages', () => {
  it('finds tenders without classification whose price weighs 80 % or more, and those that do not say when asked', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const all = await count(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const section = page.getByTestId('requirement-filters');

    await searched(page, () => section.getByRole('switch', { name: 'Sin clasificación exigida' }).click());
    await searched(page, () => section.getByRole('textbox', { name: 'Peso del precio ≥' }).fill('80'));
    expect(await count(page)).toBe(9);
    expect(await titled(page, INFORMACION).count()).toBe(1);
    expect(await titled(page, SAN_AGUSTIN).count()).toBe(0);
    await expect
      .poll(() => chipTexts(page))
      .toEqual(['Clasificación: no exigida', 'Peso del precio: ≥ 80 %']);
    expect(filtersInUrl(page)).toMatchObject({ no_classification: true, price_weight_min: 80 });

    // The tenders that publish neither figure join only when asked.
    await searched(page, () =>
      section.getByRole('switch', { name: 'Incluye las que no lo publican' }).click(),
    );
    const withUnpublished = await count(page);
    expect(withUnpublished).toBeGreaterThan(9);
    expect(withUnpublished).toBeLessThan(all);
    await expect
      .poll(() => chipTexts(page))
      .toEqual(['Clasificación: no exigida', 'Peso del precio: ≥ 80 %', 'Que no los publican: incluidas']);
    expect(filtersInUrl(page)).toMatchObject({ include_unpublished_requirements: true });

    await screenshots(page, 'search-requirement-filters', {
      atEachSize: () => section.scrollIntoViewIfNeeded(),
    });

    // A shared link gives the same search.
    await searched(page, () => page.reload());
    expect(await count(page)).toBe(withUnpublished);
    await context.close();
  });
});
