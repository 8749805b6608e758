import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
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

// What the pages of this test file wrote to the console as errors or warnings, and their uncaught
// errors, since the last test ended; and what the running test expects there on purpose.
const problems: string[] = [];
const allowed: RegExp[] = [];

function watchConsole(page: Page) {
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && type !== 'warning') return;
    const { url } = message.location();
    problems.push(`console.${type}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.stack ?? error.message}`));
}

/**
 * Lets console messages matching `pattern` through until the current test ends. Only for a test
 * that provokes them on purpose (a 4xx it asks for: Chromium logs every failed request, and the
 * app logs the failed call); `why` says which, for the reader.
 */
export function allowConsoleErrors(pattern: RegExp, why: string) {
  if (!why) throw new Error('allowConsoleErrors: say why these console errors are expected');
  allowed.push(pattern);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A call the running test makes fail on purpose (a wrong password, a link used twice, a missing
 * page it asks for): lets through Chromium's log of that failed request (`status` on a URL whose
 * path starts with `path`) and, given the call error's `message`, the app's log of that error.
 */
export function allowFailedCall(status: number, path: string, why: string, message?: string) {
  allowConsoleErrors(
    new RegExp(
      `^console\\.error: Failed to load resource: the server responded with a status of ${status} \\(.*\\) \\(https?://[^/]+${literal(path)}`,
    ),
    why,
  );
  if (message) allowConsoleErrors(new RegExp(`^console\\.error: ApiError: ${literal(message)}(\\s|$)`), why);
}

/** The console errors and warnings, and page errors, the running test has had so far and did not allow. */
export function consoleProblems(): string[] {
  return problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)));
}

/**
 * One Chromium for the calling test file: launched before its tests, closed after them. A test
 * fails when one of its pages wrote an error or warning to the console or threw, unless it
 * allowed that message (allowConsoleErrors).
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    const unexpected = consoleProblems();
    problems.length = 0;
    allowed.length = 0;
    if (unexpected.length > 0) {
      throw new Error(
        `The browser reported ${unexpected.length} console problem(s):\n${unexpected.join('\n')}`,
      );
    }
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
 * A fresh visitor: new context (no storage, no cookies) in Spanish unless `locale` says otherwise,
 * with the server (the shared one unless `server` gives another's URL) as base URL.
 * `cookiesAccepted` stores the cookie notice's acceptance first, so the floating notice does not
 * cover the lower right of pages that tests click on.
 */
export async function newVisitor(
  browser: Browser,
  { cookiesAccepted = false, server = baseUrl(), locale = 'es-ES' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server,
    locale,
    viewport: { width: 1280, height: 800 },
  });
  if (cookiesAccepted) {
    // Not on the blank page a new tab starts on, whose storage Chromium refuses (a page error).
    await context.addInitScript(() => {
      if (window.location.protocol.startsWith('http')) {
        localStorage.setItem('licitaciones.cookies-accepted', 'true');
      }
    });
  }
  // Every page of the context, popups and new tabs included.
  context.on('page', watchConsole);
  const page = await context.newPage();
  return { context, page };
}
