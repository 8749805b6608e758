import { describe, expect, it } from 'vitest';
import { allowFailedCall, browserForFile, newVisitor } from './support/browser';
import { fakeSignIn, trialUser } from './support/fake-session';

const browser = browserForFile();

describe('a 403 from the API', () => {
  it('sends the user to the account page without reloading the app', async () => {
    allowFailedCall(
      403,
      '/v1/notifications',
      'the 403 is what this test is about',
      'Necesitas una suscripción activa o días de prueba para acceder.',
    );
    const { context, page } = await newVisitor(browser());
    await fakeSignIn(context, trialUser());
    // The dashboard loads the notifications count on first display. Here the browser answers that
    // call with 403 itself, because no real account can be signed in yet; once accounts land this
    // becomes a real server 403 (a user whose trial has run out, on GET /v1/notifications).
    let notificationCalls = 0;
    await context.route('**/v1/notifications?*', (route) => {
      notificationCalls += 1;
      return route.fulfill({
        status: 403,
        json: {
          statusCode: 403,
          code: 'subscription_required',
          message: 'Necesitas una suscripción activa o días de prueba para acceder.',
        },
      });
    });

    // The search screen's own call would meet the real server with the fake session (a 401):
    // it gets an empty answer here, so the 403 above is the one that decides.
    await context.route('**/v1/procurement/search', (route) =>
      route.fulfill({
        json: {
          results: [],
          metadata: { total_results: 0, total_pages: 0, current_page: 1, total_is_estimate: false },
        },
      }),
    );

    await page.goto('/licitaciones/buscar');
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.waitForURL('**/user');
    await page.getByRole('heading', { level: 1, name: 'Cuenta de usuario' }).waitFor();

    expect(notificationCalls).toBeGreaterThan(0);
    // Still the same document: the router moved, the page was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await context.close();
  });
});
