import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineCard } from '../common/api/pipeline';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile, flash, sharedServer } from './support/browser';
import { screenshots } from './support/screenshots';

const browser = browserForFile();
let owner: Account;
let member: Account;
let asOwner: ApiCall;
let ownerId: number;
let tenderId: number;

// Entry 1724191 of the real pages.
const TENDER_TITLE = 'SSCC-Obras para la Sustitucion de 6+8 UDS.';

beforeAll(async () => {
  owner = await createAccount('titular-oportunidades');
  member = await createAccount('miembro-oportunidades');
  asOwner = await apiAs(owner);
  ownerId = (await asOwner<{ id: number }>('GET', '/v1/user')).id;
  const asAdmin = await apiAs(sharedServer().admin);
  const { id } = await asAdmin<{ id: number }>('POST', '/v1/admin/subscriptions', {
    user_id: ownerId,
    quantity: 2,
    billing_frequency: 'monthly',
  });
  await asAdmin('POST', `/v1/admin/subscriptions/${id}/user`, { user_email: member.email });
  const found = await asOwner<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
    searchTerms: 'Sustitucion 6+8 Casas Ibañez',
  });
  tenderId = found.results.find((r) => r.title?.startsWith(TENDER_TITLE))!.id;
});

describe('Oportunidades, shared by two members of a licence', () => {
  const contexts: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(contexts.map((c) => c.close())));

  it("a 409 shows the server's words; the board moves by 'Mover a…'; the tender page says where", async () => {
    const refused = 'Esta licitación ya está en Oportunidades: Detectada · Ana Prueba.';
    allowFailedCall(
      409,
      '/v1/pipeline/cards',
      'the owner adds the tender while the member has it open',
      refused,
    );
    const other = await signedIn(browser(), member);
    contexts.push(other.context);
    await other.page.goto(`/licitaciones/detalle/${tenderId}`);
    const add = other.page.getByRole('button', { name: 'Añadir a Oportunidades' });
    await add.waitFor();

    // The owner adds it meanwhile, and takes it: the member's click is refused with who has it.
    const card = await asOwner<PipelineCard>('POST', '/v1/pipeline/cards', { tender_id: tenderId });
    await asOwner('PUT', `/v1/pipeline/cards/${card.id}`, { assignee_id: ownerId });
    await add.click();
    await flash(other.page, refused).waitFor();

    // The owner moves it on the board with the card's menu.
    const mine = await signedIn(browser(), owner);
    contexts.push(mine.context);
    const { page } = mine;
    await page.goto('/licitaciones/oportunidades');
    const detected = page.locator('[data-column="detected"]');
    const onBoard = detected.locator(`[data-card-id="${card.id}"]`);
    await onBoard.waitFor();
    expect(await onBoard.locator('[data-field="card-title"]').textContent()).toContain(TENDER_TITLE);
    expect(await onBoard.locator('[data-field="card-assignee"]').textContent()).toBe('Ana Prueba');
    expect(await onBoard.locator('[data-field="card-age"]').textContent()).toBe('En esta etapa desde hoy');
    await screenshots(page, 'pipeline-board');
    await onBoard.getByRole('button', { name: 'Mover a…' }).click();
    await page.getByRole('menuitem', { name: 'Preparando oferta' }).click();
    const moved = page.locator(`[data-column="preparing"] [data-card-id="${card.id}"]`);
    await moved.waitFor();
    expect(await detected.locator('[data-field="column-count"]').textContent()).toBe('0');
    const stored = await asOwner<{ cards: PipelineCard[] }>(
      'GET',
      `/v1/pipeline/cards?tender_id=${tenderId}`,
    );
    expect(stored.cards.map((c) => c.stage)).toEqual(['preparing']);

    // The member's tender page now names the stage and who has it.
    await other.page.reload();
    const line = other.page.locator('[data-field="pipeline-line"]');
    await line.waitFor();
    expect(await line.textContent()).toBe('En Oportunidades: Preparando oferta · Ana Prueba');
    await screenshots(other.page, 'pipeline-tender-line');
  });
});
