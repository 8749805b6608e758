import { eq, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../common/api/api-keys';
import {
  alerts,
  documentShares,
  invoices,
  notifications,
  partySubscriptions,
  projectSubscriptions,
  projectTags,
  subscriptionInvitations,
  subscriptionMembers,
  subscriptions,
  tags,
  users,
} from '../db/schema';
import { MCP_TOOLS } from '../mcp/mcp-server';
import {
  type AccountResources,
  bodyIdsOf,
  createAccountWithResources,
  pathValuesOf,
  sampleRequest,
  sessionOf,
} from '../test/account-resources';
import { createTestApp, type TestApp } from '../test/app';
import { apiKeyOf, callMcpTool } from '../test/mcp-calls';
import { documentedOperations, leavesOf, type Operation, urlOf } from '../test/openapi-operations';
import { type StripeFake, startStripeFake, stripeFakeEnv } from '../test/stripe-fake';

let t: TestApp;
let stripe: StripeFake;
let a: AccountResources;
let b: AccountResources;
beforeAll(async () => {
  // Card billing configured, so the invoice routes look the invoice up rather than answer 503.
  stripe = await startStripeFake();
  t = await createTestApp(stripeFakeEnv(stripe));
  await t.app.ready();
  a = await createAccountWithResources(t.database.db, 'Zafiro');
  b = await createAccountWithResources(t.database.db, 'Coral');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** Everything account A owns, read straight from the tables: it must not change when B calls. */
async function rowsOf(r: AccountResources) {
  const db = t.database.db;
  const owner = r.user.id;
  return JSON.stringify({
    users: await db
      .select()
      .from(users)
      .where(inArray(users.id, [owner, r.member.id]))
      .orderBy(users.id),
    alerts: await db.select().from(alerts).where(eq(alerts.userId, owner)).orderBy(alerts.id),
    projectFollows: await db
      .select()
      .from(projectSubscriptions)
      .where(eq(projectSubscriptions.userId, owner)),
    partyFollows: await db.select().from(partySubscriptions).where(eq(partySubscriptions.userId, owner)),
    notifications: await db.select().from(notifications).where(eq(notifications.userId, owner)),
    tags: await db.select().from(tags).where(eq(tags.userId, owner)),
    projectTags: await db.select().from(projectTags).where(eq(projectTags.userId, owner)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.ownerId, owner)),
    members: await db
      .select()
      .from(subscriptionMembers)
      .where(eq(subscriptionMembers.subscriptionId, r.subscription.id))
      .orderBy(subscriptionMembers.userId),
    invitations: await db
      .select()
      .from(subscriptionInvitations)
      .where(eq(subscriptionInvitations.subscriptionId, r.subscription.id)),
    shares: await db.select().from(documentShares).where(eq(documentShares.userId, owner)),
    invoices: await db.select().from(invoices).where(eq(invoices.userId, owner)),
  });
}

/** What only A (and A's licence members) may read: none of it may appear in an answer to B. */
const privateTextsOf = (r: AccountResources) => [
  r.user.email,
  r.member.email,
  r.invitation.email,
  r.user.name,
  r.alert.name,
  r.tag.name,
];

// Body fields that name a stored row: a new one must be given A's id in bodyIdsOf. A company's
// NIF (`tax_id`) names no row, nor does a card's checklist item (its `id` is a key of the card's own list).
const ID_FIELD = /^(?!tax_id$)(id|ids|\w+_id|\w+Id)$/;
const OWN_KEYS = new Set(['checklist']);

/** Operations that take an id (path parameter or body field), called by B with A's ids. */
function idOperations(): (Operation & { owned: boolean })[] {
  return documentedOperations(t.app).flatMap((operation) => {
    const pathValues = pathValuesOf(operation.path, a);
    const bodyIds = bodyIdsOf(operation.path, a);
    const bodyIdFields = (operation.body ? leavesOf(operation.body) : [])
      .filter((leaf) => !OWN_KEYS.has(String(leaf.path[0])))
      .map((leaf) => leaf.path.find((key) => typeof key === 'string' && ID_FIELD.test(key)))
      .filter((key): key is string => key !== undefined);
    for (const field of bodyIdFields) {
      if (!(field in bodyIds))
        throw new Error(`${operation.method} ${operation.path}: map body.${field} in bodyIdsOf`);
    }
    if (Object.keys(pathValues).length === 0 && bodyIdFields.length === 0) return [];
    return [{ ...operation, owned: Object.values(pathValues).some((v) => v.owned) }];
  });
}

describe("another user's ids", () => {
  it('are answered 403/404 on every operation that takes one, and leave their owner untouched', async () => {
    const operations = idOperations();
    const leaks: string[] = [];
    const privateTexts = privateTextsOf(a);
    for (const operation of operations) {
      const { path, query, body } = sampleRequest(operation, a);
      const before = await rowsOf(a);
      const stripeCalls = stripe.requests.length;
      const res = await t.app.inject({
        method: operation.method,
        url: urlOf(operation.path, path, query),
        headers: await sessionOf(t.database.db, b.user),
        ...(body === undefined ? {} : { payload: body }),
      });
      const call = `${operation.method} ${operation.path} → ${res.statusCode}`;
      if (res.statusCode >= 500) leaks.push(`${call}: server error`);
      if (operation.owned && ![403, 404].includes(res.statusCode)) leaks.push(`${call}: A's row reached`);
      const shown = privateTexts.filter((text) => res.body.includes(text));
      if (shown.length) leaks.push(`${call}: shows ${shown.join(', ')}`);
      if ((await rowsOf(a)) !== before) leaks.push(`${call}: changed A's rows`);
      const asked = stripe.requests.slice(stripeCalls).filter((request) => request.includes(a.invoice.id));
      if (asked.length) leaks.push(`${call}: asked Stripe about A's invoice (${asked.join(', ')})`);
    }
    console.info(
      `authorisation matrix: ${operations.length} operations with an id called by another user ` +
        `(${operations.filter((o) => o.owned).length} on owned rows), ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    // The walk covers the areas that own rows (a route losing its id would shrink it).
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining([
        'DELETE /v1/alerts/{id}',
        'PUT /v1/notifications/{id}',
        'PUT /v1/notifications/update_batches',
        'DELETE /v1/tags/{id}',
        'POST /v1/procurement_projects/{id}/tags/{tag_id}',
        'DELETE /v1/procurement_projects/{id}/subscription',
        'DELETE /v1/procurement_party/{id}/subscription',
        'GET /v1/subscriptions/{id}',
        'DELETE /v1/subscriptions/{id}/user/{userId}',
      ]),
    );
  });

  it("B's own rows still answer B (the matrix is not just every call failing)", async () => {
    const headers = await sessionOf(t.database.db, b.user);
    for (const url of [
      `/v1/alerts/${b.alert.id}`,
      `/v1/notifications/${b.notification.id}`,
      `/v1/subscriptions/${b.subscription.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
    }
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alerts)
      .where(or(eq(alerts.userId, a.user.id), eq(alerts.userId, b.user.id)));
    expect(count[0]!.n).toBe(2);
  });
});

/** A tool's arguments naming A's rows: A's alert, else A's company or tender (follows are B's own). */
function argumentsOf(tool: (typeof MCP_TOOLS)[number], r: AccountResources): Record<string, unknown> {
  const shape = tool.input.shape as Record<string, unknown>;
  const args: Record<string, unknown> = {};
  if ('id' in shape)
    args.id = tool.name === 'novedades_de_alerta' ? r.alert.id : 'tipo' in shape ? r.party.id : r.project.id;
  if ('tipo' in shape) args.tipo = 'empresa';
  if ('desde' in shape) args.desde = '2000-01-01';
  return args;
}

describe("another user's ids through the MCP server", () => {
  it("every tool called by B's key with A's ids shows nothing of A's and changes none of A's rows", async () => {
    const key = await apiKeyOf(t.app, await sessionOf(t.database.db, b.user), [...API_SCOPES]);
    const leaks: string[] = [];
    const privateTexts = privateTextsOf(a);
    for (const tool of MCP_TOOLS) {
      const before = await rowsOf(a);
      const answer = await callMcpTool(t.app, key, tool.name, argumentsOf(tool, a));
      const call = `${tool.name} → ${answer.status}`;
      if (answer.status !== 200) leaks.push(`${call}: not an MCP answer`);
      const shown = privateTexts.filter((text) => answer.body.includes(text));
      if (shown.length) leaks.push(`${call}: shows ${shown.join(', ')}`);
      if ((await rowsOf(a)) !== before) leaks.push(`${call}: changed A's rows`);
    }
    expect(leaks).toEqual([]);
    const alertNews = MCP_TOOLS.find((tool) => tool.name === 'novedades_de_alerta')!;
    const news = await callMcpTool(t.app, key, alertNews.name, argumentsOf(alertNews, a));
    expect(news).toMatchObject({ isError: true, text: expect.stringMatching(/^No /) });
  });
});
