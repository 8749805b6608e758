import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// One match reads 'Encontrada 1 licitación'.
const COUNT = /^Encontradas? ([\d.]+) licitaci(?:ones|ón)$/;

/** Runs `action` and waits for the search it triggers to be answered and shown. */
export async function searched(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/search'));
  await action();
  const response = await answered;
  expect(response.status()).toBe(200);
  await page
    .getByRole('button', { name: 'Buscar', exact: true })
    .and(page.locator(':not([data-loading])'))
    .waitFor();
  await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).and(page.locator(':enabled')).waitFor();
}

/** The N of 'Encontradas N licitaciones' (or 'Encontrada 1 licitación'). */
export async function count(page: Page): Promise<number> {
  const text = (await page.getByTestId('search-count').textContent())?.trim() ?? '';
  const match = COUNT.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match?.[1]?.replaceAll('.', ''));
}

export function rows(page: Page) {
  return page.getByRole('table', { name: 'Resultados de la búsqueda' }).locator('tbody tr');
}

/** Types the words and presses Enter, as a person does. */
export async function search(page: Page, words: string) {
  await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).fill(words);
  await searched(page, () => page.getByRole('textbox', { name: 'Palabras de búsqueda' }).press('Enter'));
}
