import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { SCREEN_SIZES, screenshots } from './support/screenshots';
import { searched } from './support/search-page';

// The shared server with the real PLACSP pages (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('placeholders');
});

/** How many pixels of the box's placeholder do not fit in its text area (0: it reads whole). */
const placeholderOverflow = (box: Locator) =>
  box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return Math.max(0, Math.ceil(context.measureText(input.placeholder).width - room));
  });

describe('the search boxes', () => {
  it('show their whole placeholders on desktop, laptop and phone', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const words = page.getByRole('textbox', { name: 'Palabras de búsqueda', exact: true });
    const documents = page.getByRole('textbox', { name: 'En los pliegos' });
    await screenshots(page, 'search-placeholders');
    for (const [width, height] of SCREEN_SIZES) {
      await page.setViewportSize({ width, height });
      // The layout follows the new width after a render: poll until it has.
      await expect.poll(() => placeholderOverflow(words), { message: `words at ${width} px` }).toBe(0);
      await expect.poll(() => placeholderOverflow(documents), { message: `pliegos at ${width} px` }).toBe(0);
    }
    await context.close();
  });
});
