import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, apiAs, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile, flash, sharedServer } from './support/browser';
import { screenshots } from './support/screenshots';

const browser = browserForFile();
let user: Account;
let tenderId: number;

// Entry 1724191 of the real pages asks for classification C2-5.
const TENDER_TITLE = 'SSCC-Obras para la Sustitucion de 6+8 UDS.';

beforeAll(async () => {
  user = await createAccount('perfil-empresa');
  const asUser = await apiAs(user);
  const found = await asUser<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
    searchTerms: 'Sustitucion 6+8 Casas Ibañez',
  });
  tenderId = found.results.find((r) => r.title?.startsWith(TENDER_TITLE))!.id;
});

describe('Perfil de empresa and ¿Puedo presentarme?', () => {
  let context: Awaited<ReturnType<typeof signedIn>>['context'];
  afterAll(() => context?.close());

  it('fills the profile with C2-3 and a turnover; tender 1724191 says No, then Sí with C2-5', async () => {
    const session = await signedIn(browser(), user);
    context = session.context;
    const { page } = session;

    // From the tender page, an empty profile offers to be completed.
    await page.goto(`/licitaciones/detalle/${tenderId}`);
    const panel = page.getByRole('region', { name: '¿Puedo presentarme?' });
    await panel.getByRole('link', { name: 'Completar el perfil de empresa' }).click();
    await page.waitForURL('**/user/perfil_empresa');
    await page.getByRole('heading', { name: 'Perfil de empresa', level: 1 }).waitFor();

    await page.getByLabel('NIF').fill('b12345678');
    await page.getByRole('button', { name: 'Añadir clasificación' }).click();
    const pick = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await pick('Subgrupo', '2');
    await pick('Categoría', '3');
    await page.getByRole('textbox', { name: 'Importe (€)' }).first().fill('400000');
    await page.getByRole('checkbox', { name: 'ISO 9001' }).check();
    await page.getByRole('button', { name: 'Guardar el perfil' }).click();
    await flash(page, 'Perfil de empresa guardado.').waitFor();
    expect(await page.getByLabel('NIF').inputValue()).toBe('B12345678');
    expect(await page.getByRole('textbox', { name: 'Importe (€)' }).first().inputValue()).toBe('400.000');
    await screenshots(page, 'company-profile', { fullPage: true });

    await page.goto(`/licitaciones/detalle/${tenderId}`);
    const line = panel.locator('li', { hasText: 'Exige C2-5; tenéis C2-3' });
    await line.waitFor();
    expect(await panel.locator('[data-field="eligibility"]').textContent()).toBe('No');
    expect(await line.getAttribute('data-check')).toBe('notMet');
    expect(await panel.getByRole('link', { name: 'Ver el perfil de empresa' }).count()).toBe(1);
    await screenshots(page, 'eligibility-panel', { atEachSize: () => panel.scrollIntoViewIfNeeded() });

    // The category goes up to 5: after a reload the classification line is met.
    await page.goto('/user/perfil_empresa');
    await pick('Categoría', '5');
    await page.getByRole('button', { name: 'Guardar el perfil' }).click();
    await flash(page, 'Perfil de empresa guardado.').waitFor();
    await page.goto(`/licitaciones/detalle/${tenderId}`);
    await page.reload();
    const met = panel.locator('li', { hasText: 'Exige C2-5; tenéis C2-5' });
    await met.waitFor();
    expect(await met.getAttribute('data-check')).toBe('met');
    expect(await panel.locator('[data-field="eligibility"]').textContent()).toBe('Sí');
    await screenshots(page, 'eligibility-panel-met', { atEachSize: () => panel.scrollIntoViewIfNeeded() });
  });

  it("shows a licence member the owner's profile read-only, with why", async () => {
    const owner = await createAccount('titular-perfil');
    const member = await createAccount('miembro-perfil');
    const asOwner = await apiAs(owner);
    const { id: userId } = await asOwner<{ id: number }>('GET', '/v1/user');
    const asAdmin = await apiAs(sharedServer().admin);
    const { id } = await asAdmin<{ id: number }>('POST', '/v1/admin/subscriptions', {
      user_id: userId,
      quantity: 2,
      billing_frequency: 'monthly',
    });
    await asAdmin('POST', `/v1/admin/subscriptions/${id}/user`, { user_email: member.email });
    await asOwner('PUT', '/v1/company_profile', {
      tax_id: 'A87654321',
      classifications: [{ group: 'C', subgroup: 2, category: 5, valid_until: null }],
    });

    const { context: other, page } = await signedIn(browser(), member);
    try {
      await page.goto('/user/perfil_empresa');
      await page.getByText('Solo el titular de la licencia puede cambiar el perfil de empresa').waitFor();
      expect(await page.getByLabel('NIF').inputValue()).toBe('A87654321');
      expect(await page.getByLabel('NIF').isDisabled()).toBe(true);
      expect(await page.getByRole('combobox', { name: 'Categoría' }).inputValue()).toBe('5');
      expect(await page.getByRole('button', { name: 'Guardar el perfil' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Añadir clasificación' }).count()).toBe(0);
      await screenshots(page, 'company-profile-member');
    } finally {
      await other.close();
    }
  });

  it('shows the API message at the field it refuses', async () => {
    allowFailedCall(400, '/v1/company_profile', 'a NIF of 3 characters is refused on purpose');
    const { context: other, page } = await signedIn(browser(), user);
    try {
      await page.goto('/user/perfil_empresa');
      await page.getByLabel('NIF').fill('123');
      await page.getByRole('button', { name: 'Guardar el perfil' }).click();
      await page.getByText('NIF no válido: 9 caracteres, letras y cifras (B12345678)').waitFor();
    } finally {
      await other.close();
    }
  });
});
