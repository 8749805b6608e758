import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { ServerUnderTest } from './server';

/** Debian's Chromium (scripts/install-chromium.sh); Playwright's own browsers are never downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** One Chromium for the calling test file: launched before its tests, closed after them. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browserForFile(): the browser is only there inside tests');
    return browser;
  };
}

/** The flash message showing `text`. */
export const flash = (page: Page, text: string) => page.locator('[data-flash]').filter({ hasText: text });

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The run's shared server (global-setup.ts); a file with a server of its own passes that instead. */
export function sharedServer(): ServerUnderTest {
  return {
    baseUrl: baseUrl(),
    mailDir: inject('mailDir'),
    contactEmail: inject('contactEmail'),
    admin: inject('admin'),
  };
}

/**
 * A fresh visitor: new context (no storage, no cookies) in Spanish, with the server (the shared one
 * unless `server` gives another's URL) as base URL.
 * `cookiesAccepted` stores the cookie notice's acceptance first, so the floating notice does not
 * cover the lower right of pages that tests click on.
 */
export async function newVisitor(
  browser: Browser,
  { cookiesAccepted = false, server = baseUrl() } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server,
    locale: 'es-ES',
    viewport: { width: 1280, height: 800 },
  });
  if (cookiesAccepted) {
    await context.addInitScript(() => localStorage.setItem('licitaciones.cookies-accepted', 'true'));
  }
  const page = await context.newPage();
  return { context, page };
}
