import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineCard } from '../common/api/pipeline';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile, flash, sharedServer } from './support/browser';
import { dataRows, downloadWorkbook, headerNames } from './support/excel-download';
import { screenshots } from './support/screenshots';

const browser = browserForFile();
let owner: Account;
let member: Account;
let asOwner: ApiCall;
let ownerId: number;
let tenderId: number;
let secondTender: ProcurementSearchResponse['results'][number];

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
  const cleaning = await asOwner<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
    searchTerms: 'limpieza',
  });
  secondTender = cleaning.results.find((r) => r.id !== tenderId && r.tax_exclusive_amount)!;
  // Two different names, so a mention names one of them.
  await (await apiAs(member))('PUT', '/auth/', { name: 'Luis Martín' });
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

  it('the detail assigns, bids and mentions; the mentioned member is told and moves it by keyboard', async () => {
    const card = await asOwner<PipelineCard>('POST', '/v1/pipeline/cards', {
      tender_id: secondTender.id,
      stage: 'preparing',
    });
    const mine = await signedIn(browser(), owner);
    contexts.push(mine.context);
    const { page } = mine;
    await page.goto(`/licitaciones/oportunidades?tarjeta=${card.id}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: secondTender.title! }).waitFor();

    // Person in charge, priority and our bid, each saved at once.
    await drawer.getByRole('combobox', { name: 'Responsable' }).click();
    await page.getByRole('option', { name: 'Luis Martín' }).click();
    await drawer.getByText('Alta', { exact: true }).click();
    // 12 % under the budget without VAT, in whole euros.
    const budget = Number(secondTender.tax_exclusive_amount);
    const offer = Math.floor(budget * 0.88);
    const bid = drawer.getByRole('textbox', { name: 'Nuestra oferta (sin IVA)' });
    await bid.fill(String(offer));
    await bid.blur();
    const discount = Math.round((1 - offer / budget) * 10_000) / 10_000;
    await expect
      .poll(async () => (await asOwner<PipelineCard>('GET', `/v1/pipeline/cards/${card.id}`)).bid_discount)
      .toBe(discount);
    const stored = await asOwner<PipelineCard>('GET', `/v1/pipeline/cards/${card.id}`);
    expect(stored).toMatchObject({ assignee: { name: 'Luis Martín' }, priority: 'high', bid_amount: offer });
    expect(await bid.inputValue()).toBe(
      `${new Intl.NumberFormat('es-ES', { useGrouping: 'always' }).format(offer)} €`,
    );
    await screenshots(page, 'pipeline-card-top');

    // A task of our own beside those the pliego asks for.
    const task = drawer.getByRole('textbox', { name: 'Nueva tarea' });
    await task.fill('Pedir el certificado de la AEAT');
    await task.press('Enter');
    await drawer.getByRole('checkbox', { name: 'Pedir el certificado de la AEAT' }).waitFor();
    const tasks = (await asOwner<PipelineCard>('GET', `/v1/pipeline/cards/${card.id}`)).checklist;
    expect(tasks.at(-1)).toMatchObject({
      text: 'Pedir el certificado de la AEAT',
      done: false,
      source: 'manual',
    });
    expect(await drawer.locator('[data-field="checklist-progress"]').textContent()).toBe(
      `0 de ${tasks.length} hechas`,
    );

    // '@Lu' offers Luis; picking him names him in the text and says he will be told.
    const box = drawer.getByRole('textbox', { name: 'Nuevo comentario' });
    await box.click();
    await box.pressSequentially('Revisa la solvencia, @Lu');
    await page.getByRole('option', { name: /^Luis Martín/ }).click();
    await box.pressSequentially('por favor');
    expect(await box.inputValue()).toBe('Revisa la solvencia, @Luis Martín por favor');
    expect(await drawer.locator('[data-field="mentions-told"]').textContent()).toBe(
      'Se avisará a: Luis Martín',
    );
    await screenshots(page, 'pipeline-card-detail');
    await drawer.getByRole('button', { name: 'Comentar' }).click();
    await drawer.locator('[data-field="comment"]').filter({ hasText: 'por favor' }).waitFor();
    expect(await box.inputValue()).toBe('');

    // Luis reads the mention in his inbox and opens the card from it.
    const other = await signedIn(browser(), member);
    contexts.push(other.context);
    await other.page.goto('/licitaciones/notificaciones');
    const notice = other.page.locator('[data-field="pipeline-notice"]').first();
    await notice.waitFor();
    expect(await notice.locator('p').first().textContent()).toBe(
      'Ana Prueba te ha mencionado: «Revisa la solvencia, @Luis Martín por favor»',
    );
    await notice.getByRole('link', { name: 'Ver la tarjeta en Oportunidades' }).click();
    const hisDrawer = other.page.getByRole('dialog');
    const history = hisDrawer.locator('[data-field="detail-history"]');
    await history.getByText('Responsable: Sin responsable → Luis Martín').waitFor();
    await hisDrawer.getByText('Revisa la solvencia, @Luis Martín por favor').waitFor();
    await hisDrawer.getByRole('button', { name: 'Cerrar' }).click();

    // He moves it by keyboard: Space picks it up, → goes to 'Presentada', Space leaves it there.
    const onBoard = other.page.locator(`[data-column="preparing"] [data-card-id="${card.id}"]`);
    await onBoard.focus();
    // Each key waits for what a screen reader hears, as a user would wait to see the card move.
    const heard = other.page.locator('[role="status"][aria-live]');
    const title = secondTender.title!;
    await other.page.keyboard.press('Space');
    await heard.getByText(`«${title}» está sobre Preparando oferta.`).waitFor({ state: 'attached' });
    await other.page.keyboard.press('ArrowRight');
    await heard.getByText(`«${title}» está sobre Presentada.`).waitFor({ state: 'attached' });
    await other.page.keyboard.press('Space');
    await heard.getByText(`«${title}» se ha dejado en Presentada.`).waitFor({ state: 'attached' });
    await other.page.locator(`[data-column="submitted"] [data-card-id="${card.id}"]`).waitFor();
    await expect
      .poll(async () => (await asOwner<PipelineCard>('GET', `/v1/pipeline/cards/${card.id}`)).stage)
      .toBe('submitted');

    // Ana sees his move and who made it.
    await page.reload();
    await drawer
      .locator('[data-field="detail-history"]')
      .getByText('Etapa: Preparando oferta → Presentada')
      .waitFor();
    expect(await drawer.getByRole('combobox', { name: 'Etapa' }).inputValue()).toBe('Presentada');
    await drawer.getByRole('button', { name: 'Cerrar' }).click();
    await page.locator(`[data-column="submitted"] [data-card-id="${card.id}"]`).waitFor();
  });

  it('the list sorts and filters; on a phone the board is a list', async () => {
    const mine = await signedIn(browser(), owner);
    contexts.push(mine.context);
    const { page } = mine;
    await page.goto('/licitaciones/oportunidades?vista=lista');
    const rows = page.locator('[data-field="pipeline-list"] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    expect(await page.locator('[data-field="list-count"]').textContent()).toBe('2 tarjetas');

    await page.getByRole('combobox', { name: 'Responsable' }).click();
    await page.getByRole('option', { name: 'Luis Martín' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('[data-field="row-stage"]').textContent()).toBe('Presentada');
    await page.getByRole('combobox', { name: 'Responsable' }).click();
    await page.getByRole('option', { name: 'Cualquiera' }).click();
    await page.getByRole('combobox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: 'Preparando oferta' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('[data-field="card-title"]').textContent()).toContain(TENDER_TITLE);
    // The export writes the cards on screen, in the list's order: one here.
    const { fileName, workbook } = await downloadWorkbook(page, () =>
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    );
    expect(fileName).toMatch(/^\d{4}_\d{2}_\d{2}_exportacion_oportunidades\.xlsx$/);
    const sheet = workbook.getWorksheet('Oportunidades')!;
    const header = headerNames(sheet);
    const exported = dataRows(sheet).map((row) => (row.values as unknown[]).slice(1));
    expect(exported).toHaveLength(1);
    const at = (name: string) => exported[0]![header.indexOf(name)];
    expect(at('Etapa')).toBe('Preparando oferta');
    expect(String(at('Título'))).toContain(TENDER_TITLE);
    expect(at('Responsable')).toBe('Ana Prueba');

    await page.getByRole('combobox', { name: 'Etapa' }).click();
    await page.getByRole('option', { name: 'Todas las etapas' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await screenshots(page, 'pipeline-list');

    // A phone gets the cards one under another, each naming its stage, and nothing to scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('[data-column]').count()).toBe(0);
    const stacked = page.locator('[data-field="pipeline-list"] [data-card-id]');
    await expect.poll(() => stacked.count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto('/licitaciones/oportunidades');
    await expect.poll(() => stacked.count()).toBe(2);
    expect(
      (await page.locator('[data-field="pipeline-list"] [data-field="row-stage"]').allTextContents()).sort(),
    ).toEqual(['Preparando oferta', 'Presentada']);
    await screenshots(page, 'pipeline-phone', { fullPage: true });
  });

  it("'Cifras' counts the open cards and the bids won, with our bid", async () => {
    const [first] = (
      await asOwner<{ cards: PipelineCard[] }>('GET', `/v1/pipeline/cards?tender_id=${tenderId}`)
    ).cards;
    await asOwner('PUT', `/v1/pipeline/cards/${first!.id}`, { stage: 'won', bid_amount: 2_221_672 });
    const mine = await signedIn(browser(), owner);
    contexts.push(mine.context);
    const { page } = mine;
    await page.goto('/licitaciones/oportunidades');
    const panel = page.getByTestId('pipeline-summary');
    // Folded, it says the headline: one card in play ('Presentada'), one won of one with a result.
    expect(await panel.locator('[data-field="summary-headline"]').textContent()).toBe(
      '1 abierta · éxito 100\u00a0% (1 de 1)',
    );
    await panel.getByRole('button', { name: /Cifras/ }).click();
    const figure = (id: string) => panel.locator(`[data-figure="${id}"]`);
    await figure('value').waitFor();
    expect(await figure('value').textContent()).toBe(
      'Importe presentado2.221.672,00\u00a0€Ganado: 2.221.672,00\u00a0€',
    );
    expect(await figure('open').textContent()).toContain('Presentada 1');
    const byDivision = panel.getByRole('table', { name: 'Por división CPV' });
    expect(await byDivision.locator('tbody tr').first().textContent()).toMatch(/^45 · .+11100\u00a0%$/);
    await screenshots(page, 'pipeline-figures');
  });
});
