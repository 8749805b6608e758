import { describe, expect, it } from 'vitest';
import { allowFailedCall, browserForFile, newVisitor } from './support/browser';
import { screenshots } from './support/screenshots';

// A valid link's page (it asks before changing anything, then offers to undo) is driven from a
// digest actually received, in calendar-feeds.e2e.ts.
const browser = browserForFile();

describe("a digest's unsubscribe page opened with a link that is not valid", () => {
  it('checks the link on arrival and says it is not valid, offering no unsubscribe', async () => {
    allowFailedCall(
      404,
      '/v1/mail/unsubscribe/check',
      'the link is not valid on purpose',
      'El enlace para darse de baja no es válido.',
    );
    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true });
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') changes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/baja?token=abc');
    await page
      .getByRole('alert')
      .getByText('El enlace para darse de baja no es válido. Puedes cambiar esta preferencia en tu cuenta.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Darme de baja' }).count()).toBe(0);
    expect(await page.getByText('¿Quieres dejar de recibir los resúmenes').count()).toBe(0);
    expect(changes).toEqual([]);
    await screenshots(page, 'unsubscribe-invalid-link');
    await context.close();
  });
});
