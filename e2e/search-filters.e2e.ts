import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { count, rows, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('filtros');
});

const filtersInUrl = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}');
const titles = (page: Page) => rows(page).locator('[data-field="title"]').allTextContents();

describe('awardee and year tags and the title filter on the real PLACSP pages', () => {
  it('takes awardees as tags confirmed with Enter, commas included, and narrows by title words', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await page.getByRole('button', { name: 'Filtros' }).click();
    const awardees = page.getByRole('combobox', { name: 'Adjudicatarios' });

    // A name part finds the tenders that company won (AbbVie won two of the imported ones).
    await awardees.fill('abbvie');
    await searched(page, () => awardees.press('Enter'));
    expect(await count(page)).toBe(2);
    expect(await titles(page)).toContain('Suministro de Upadacitinib (DOE)');
    expect(filtersInUrl(page).awardee_parties).toEqual(['abbvie']);

    // A comma does not split a company name; tags add up as alternatives.
    await awardees.fill('Materiales de Construccion La Union, S.L.');
    await searched(page, () => awardees.press('Enter'));
    expect(filtersInUrl(page).awardee_parties).toEqual([
      'abbvie',
      'Materiales de Construccion La Union, S.L.',
    ]);
    expect(await count(page)).toBeGreaterThan(2);

    // Title words, sent 500 ms after the last keystroke.
    await searched(page, () => page.getByRole('textbox', { name: 'Título' }).fill('upadacitinib'));
    expect(await count(page)).toBe(1);
    expect(await titles(page)).toEqual(['Suministro de Upadacitinib (DOE)']);
    expect(filtersInUrl(page).title).toBe('upadacitinib');
    await context.close();
  });

  it('takes publication years as tags confirmed with Enter', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const all = await count(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const years = page.getByRole('combobox', { name: 'Años' });
    await years.fill('2019');
    await searched(page, () => years.press('Enter'));
    const in2019 = await count(page);
    expect(in2019).toBeGreaterThan(0);
    expect(in2019).toBeLessThan(all);
    expect(filtersInUrl(page).date).toEqual({ years: [2019] });
    for (const date of await rows(page).locator('[data-field="date"]').allTextContents()) {
      expect(date).toMatch(/^Publicada \d{2}\/\d{2}\/2019$/);
    }
    await context.close();
  });
});
