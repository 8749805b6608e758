import path from 'node:path';
import type { Page } from 'playwright-core';

/** The desktop, laptop and phone sizes every changed screen is looked at in. */
export const SCREEN_SIZES = [
  [1440, 900],
  [1280, 800],
  [390, 844],
] as const;

/**
 * Screenshots of the page at each size into E2E_SCREENSHOTS_DIR, when it is set; the page is left
 * at 1280×800. `fullPage` captures below the fold too; without it the shot is what a user sees.
 * `atEachSize` runs after each resize (e.g. brings a field and its open calendar into view).
 */
export async function screenshots(
  page: Page,
  name: string,
  opts: { fullPage?: boolean; atEachSize?: () => Promise<unknown> } = {},
) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  for (const [width, height] of SCREEN_SIZES) {
    await page.setViewportSize({ width, height });
    await opts.atEachSize?.();
    await page.screenshot({
      path: path.join(dir, `${name}-${width}x${height}.png`),
      fullPage: opts.fullPage ?? false,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
