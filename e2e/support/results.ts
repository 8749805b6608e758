import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The sizes a result list must fit without scrolling sideways (tables), and the phone (cards). */
export const WIDE_SIZES = [
  [1024, 768],
  [1280, 800],
  [1440, 900],
] as const;
export const PHONE = { width: 390, height: 844 } as const;

/** How far the page scrolls sideways (0 when it fits): scrollWidth beyond clientWidth. */
export const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A result list by name: the table on wide screens, the card list on phones. */
export const resultTable = (page: Page, name: string) => page.getByRole('table', { name });
export const resultCards = (page: Page, name: string) =>
  page.getByRole('list', { name }).getByRole('listitem');

/** How many of `items` lie wholly inside the viewport, below `top` (px from the viewport's top). */
export async function whollyVisibleBelow(page: Page, items: Locator, top: number): Promise<number> {
  const height = page.viewportSize()?.height ?? 0;
  let visible = 0;
  for (const box of await items.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom };
    }),
  ))
    if (box.top >= top && box.bottom <= height) visible += 1;
  return visible;
}

/** WCAG contrast ratio between an element's text colour and its background colour. */
export const contrast = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    ) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });

/**
 * Fits at every wide size as a table, and on a phone as cards: never scrolls sideways. Each size
 * is judged once the page has settled: a chart redraws at the new width only after its resize
 * observer fires, and until then it still has the old one.
 */
export async function fitsEverywhere(page: Page, name: string) {
  for (const [width, height] of WIDE_SIZES) {
    await page.setViewportSize({ width, height });
    await resultTable(page, name).waitFor();
    await expect.poll(() => sideScroll(page), { message: `${name} at ${width} px` }).toBe(0);
  }
  await page.setViewportSize(PHONE);
  await resultCards(page, name).first().waitFor();
  expect(await resultTable(page, name).count()).toBe(0);
  await expect.poll(() => sideScroll(page), { message: `${name} at ${PHONE.width} px` }).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}
