import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PIPELINE_LIMITS,
  type PipelineBoard,
  type PipelineCard,
  type PipelineCardDetail,
} from '../../../../common/api/pipeline';
import { queryRows } from '../../../db/rows';
import { notifications, pipelineCards, subscriptionMembers } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
const CARDS = '/v1/pipeline/cards';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A licence of Ana (owner) and Luis (member), each signed in. */
async function licence() {
  const db = t.database.db;
  const ana = await createUser(db, { name: 'Ana García' });
  const luis = await createUser(db, { name: 'Luis Romero' });
  const subscription = await createSubscriptionRow(db, ana.id, { quantity: 2, memberIds: [luis.id] });
  return { subscription, ana, luis, anaH: await signInAs(t.app, ana), luisH: await signInAs(t.app, luis) };
}

const board = async (headers: AuthHeaders, query = ''): Promise<PipelineBoard> => {
  const res = await t.app.inject({ method: 'GET', url: `${CARDS}${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const add = (headers: AuthHeaders, payload: object) =>
  t.app.inject({ method: 'POST', url: CARDS, headers, payload });
const put = (headers: AuthHeaders, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `${CARDS}/${id}`, headers, payload });
const show = async (headers: AuthHeaders, id: number): Promise<PipelineCardDetail> => {
  const res = await t.app.inject({ method: 'GET', url: `${CARDS}/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the Oportunidades board', () => {
  it('adds a tender last in its column, due on its deadline’s Madrid day, shared with the licence', async () => {
    const { ana, anaH, luisH } = await licence();
    // 23:30 UTC on 31 May is already 1 June in Madrid (summer time).
    const tender = await createTender(t.database.db, {
      title: 'Limpieza de colegios',
      submissionDeadline: new Date('2027-05-31T23:30:00Z'),
    });
    const other = await createTender(t.database.db);
    const res = await add(anaH, { tender_id: tender.id });
    expect(res.statusCode, res.body).toBe(201);
    const card: PipelineCard = res.json();
    expect(card).toMatchObject({
      tender_id: tender.id,
      stage: 'detected',
      position: 1,
      due_date: '2027-06-01',
      priority: 'normal',
      assignee: null,
      created_by: { id: ana.id, name: 'Ana García' },
      tender: { id: tender.id, title: 'Limpieza de colegios' },
      eligibility: null,
      comment_count: 0,
    });
    const second: PipelineCard = (await add(luisH, { tender_id: other.id })).json();
    expect(second.position).toBe(2);

    const seen = await board(luisH);
    expect(seen.owner).toBe('licence');
    expect(seen.members.map((m) => m.name)).toEqual(['Ana García', 'Luis Romero']);
    expect(seen.cards.map((c) => c.tender_id)).toEqual([tender.id, other.id]);
    expect((await board(luisH, `?tender_id=${other.id}`)).cards.map((c) => c.id)).toEqual([second.id]);
  });

  it('answers 409 naming the stage and the assignee when the tender is already on the board', async () => {
    const { luis, anaH, luisH } = await licence();
    const tender = await createTender(t.database.db);
    const card: PipelineCard = (await add(anaH, { tender_id: tender.id, stage: 'preparing' })).json();
    let res = await add(luisH, { tender_id: tender.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta licitación ya está en Oportunidades: Preparando oferta.');
    await put(anaH, card.id, { assignee_id: luis.id });
    res = await add(anaH, { tender_id: tender.id });
    expect(res.json().message).toBe(
      'Esta licitación ya está en Oportunidades: Preparando oferta · Luis Romero.',
    );
  });

  it('lets one of two members adding the same tender at once win: one 201, one 409', async () => {
    const { anaH, luisH } = await licence();
    const tender = await createTender(t.database.db);
    const answers = await Promise.all([
      add(anaH, { tender_id: tender.id }),
      add(luisH, { tender_id: tender.id }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await board(anaH)).cards).toHaveLength(1);
  });

  it('moves and edits a card, keeping a history of who changed what', async () => {
    const { ana, luis, anaH, luisH } = await licence();
    const tender = await createTender(t.database.db);
    const card: PipelineCard = (await add(anaH, { tender_id: tender.id })).json();
    const res = await put(luisH, card.id, {
      stage: 'studying',
      assignee_id: ana.id,
      priority: 'high',
      bid_amount: 88_000,
      bid_discount: 0.12,
      notes: 'Visitar el centro',
      checklist: [{ id: 'a', text: 'Pedir certificados', done: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'studying',
      position: 1,
      assignee: { id: ana.id, name: 'Ana García' },
      priority: 'high',
      bid_amount: 88_000,
      bid_discount: 0.12,
      notes: 'Visitar el centro',
      checklist: [{ id: 'a', text: 'Pedir certificados', done: false, source: 'manual' }],
    });
    expect(Date.parse(res.json().stage_since)).toBeGreaterThanOrEqual(Date.parse(card.stage_since));
    const detail = await show(anaH, card.id);
    expect(detail.history.map((e) => [e.actor?.id ?? null, e.kind, e.from, e.to])).toEqual([
      [ana.id, 'created', null, 'detected'],
      [luis.id, 'stage', 'detected', 'studying'],
      [luis.id, 'assignee', null, String(ana.id)],
      [luis.id, 'priority', 'normal', 'high'],
      [luis.id, 'bid', null, '88000'],
    ]);
  });

  it('refuses an assignee or a mention outside the licence, and bad input, in Spanish', async () => {
    const { anaH } = await licence();
    const stranger = await createUser(t.database.db);
    const card: PipelineCard = (
      await add(anaH, { tender_id: (await createTender(t.database.db)).id })
    ).json();
    let res = await put(anaH, card.id, { assignee_id: stranger.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El responsable debe ser un miembro de la licencia');
    res = await t.app.inject({
      method: 'POST',
      url: `${CARDS}/${card.id}/comments`,
      headers: anaH,
      payload: { body: 'Mira esto', mentions: [stranger.id] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Solo puedes mencionar a miembros de la licencia');
    res = await put(anaH, card.id, { stage: 'ganada' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Etapa no válida');
    res = await add(anaH, { tender_id: 999_999_999 });
    expect(res.statusCode).toBe(404);
  });

  it('keeps comments with their mentions, tells each mentioned member but the author', async () => {
    const { ana, luis, anaH, luisH } = await licence();
    const card: PipelineCard = (
      await add(anaH, { tender_id: (await createTender(t.database.db)).id })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `${CARDS}/${card.id}/comments`,
      headers: anaH,
      payload: { body: '  @Luis revisa la solvencia  ', mentions: [luis.id, luis.id, ana.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      author: { id: ana.id },
      body: '@Luis revisa la solvencia',
      mentions: [
        { id: luis.id, name: 'Luis Romero' },
        { id: ana.id, name: 'Ana García' },
      ],
    });
    const inbox = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: luisH });
    expect(inbox.json().notifications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          notification_types: ['pipeline_mention'],
          data: { card_id: card.id, author: 'Ana García', excerpt: '@Luis revisa la solvencia' },
        }),
      ]),
    );
    const mentioned = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.dedupeKey, `pipeline_comment:${res.json().id}`));
    expect(mentioned).toEqual([{ userId: luis.id }]);
    const detail = await show(luisH, card.id);
    expect(detail.comment_count).toBe(1);
    expect(detail.comments).toMatchObject([
      { body: '@Luis revisa la solvencia', mentions: [{ id: luis.id }, { id: ana.id }] },
    ]);
  });

  it('hides another board’s cards (404) and deletes a card', async () => {
    const { anaH } = await licence();
    const outsider = await signInAs(t.app, await createUser(t.database.db));
    const card: PipelineCard = (
      await add(anaH, { tender_id: (await createTender(t.database.db)).id })
    ).json();
    for (const res of [
      await t.app.inject({ method: 'GET', url: `${CARDS}/${card.id}`, headers: outsider }),
      await put(outsider, card.id, { priority: 'low' }),
      await t.app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers: outsider }),
      await t.app.inject({
        method: 'POST',
        url: `${CARDS}/${card.id}/comments`,
        headers: outsider,
        payload: { body: 'hola' },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No existe esa tarjeta en tu tablero de Oportunidades');
    }
    expect((await board(outsider)).cards).toEqual([]);
    const res = await t.app.inject({ method: 'DELETE', url: `${CARDS}/${card.id}`, headers: anaH });
    expect(res.statusCode).toBe(204);
    expect((await board(anaH)).cards).toEqual([]);
  });

  it('sends a member removed from the licence to their own empty board; their cards stay', async () => {
    const { luis, anaH, luisH } = await licence();
    const card: PipelineCard = (
      await add(luisH, { tender_id: (await createTender(t.database.db)).id })
    ).json();
    await put(anaH, card.id, { assignee_id: luis.id });
    await t.database.db.delete(subscriptionMembers).where(eq(subscriptionMembers.userId, luis.id));
    const own = await board(luisH);
    expect(own).toMatchObject({ owner: 'user', cards: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: `${CARDS}/${card.id}`, headers: luisH })).statusCode,
    ).toBe(404);
    const kept = await board(anaH);
    expect(kept.cards.map((c) => [c.id, c.assignee?.name, c.created_by?.name])).toEqual([
      [card.id, 'Luis Romero', 'Luis Romero'],
    ]);
    expect(kept.members.map((m) => m.name)).toEqual(['Ana García']);
  });
});

describe('the board limit', () => {
  it(`holds under parallel adds: ${PIPELINE_LIMITS.cards} cards at most`, async () => {
    const db = t.database.db;
    const { subscription, anaH, luisH } = await licence();
    const tenders = await queryRows<{ id: number }>(
      db,
      sql`insert into projects (entry_id, feed, source_updated_at, title, status, data)
          select 'https://example.com/limite/' || ${subscription.id} || '/' || g, '643', now(), 'Licitación ' || g, 'PUB', '{}'
          from generate_series(1, ${PIPELINE_LIMITS.cards + 6}) g returning id`,
    );
    const filled = tenders.slice(0, PIPELINE_LIMITS.cards - 3);
    await db
      .insert(pipelineCards)
      .values(filled.map((p) => ({ subscriptionId: subscription.id, projectId: p.id })));
    const answers = await Promise.all(
      tenders.slice(PIPELINE_LIMITS.cards - 3).map((p, i) => add(i % 2 ? anaH : luisH, { tender_id: p.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().message).toBe(
      'El tablero ya tiene 2.000 tarjetas, el máximo: quita alguna cerrada para añadir otra',
    );
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pipeline_cards where subscription_id = ${subscription.id}`,
    );
    expect(count!.n).toBe(PIPELINE_LIMITS.cards);
  });
});
