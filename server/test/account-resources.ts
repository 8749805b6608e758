import type { Db } from '../db/client';
import {
  alertSuggestionChanges,
  apiKeys,
  documentShares,
  invoices,
  officialPublications,
  pipelineCards,
  projectTags,
  subscriptionInvitations,
  tags,
  tenderDocuments,
} from '../db/schema';
import { createSession } from '../domain/accounts/sessions';
import { newApiKey } from '../domain/api-keys/key-secret';
import { calendarUrl } from '../domain/calendar/calendar-link';
import { createSubscriptionRow } from './billing-factories';
import { type AuthHeaders, createUser } from './factories';
import {
  createAlertRow,
  createNotificationRow,
  createPartyFollowRow,
  createTenderFollowRow,
} from './monitoring-factories';
import { type Operation, sampleOf } from './openapi-operations';
import { createParty, createTender } from './tender-factories';

let bulletinNumber = 1000;

/**
 * A user holding one of everything an account can own — alert, tender and party follows, a
 * notification, a tag put on a tender, a licence subscription with a member and a pending
 * invitation, a document share, an open invoice, a document linked by the tender, the tender on
 * the licence's Oportunidades board, an API key, a suggestion applied to the alert —
 * every name carrying `label` so a response that shows any of it can be spotted.
 */
export async function createAccountWithResources(db: Db, label: string) {
  const user = await createUser(db, { name: `Cuenta ${label}` });
  const member = await createUser(db, { name: `Miembro ${label}` });
  const project = await createTender(db, { title: `Licitación ${label}` });
  const party = await createParty(db, { name: `Empresa ${label} S.L.` });
  const alert = await createAlertRow(db, user.id, { name: `Alerta ${label}`, searchTerms: label });
  const projectFollow = await createTenderFollowRow(db, user.id, project.id);
  const partyFollow = await createPartyFollowRow(db, user.id, party.id);
  const notification = await createNotificationRow(db, user.id, { projectId: project.id });
  const [tag] = await db
    .insert(tags)
    .values({ userId: user.id, name: `Etiqueta ${label}`, fontColor: '#000000', backgroundColor: '#FFFFFF' })
    .returning();
  await db.insert(projectTags).values({ userId: user.id, projectId: project.id, tagId: tag!.id });
  const subscription = await createSubscriptionRow(db, user.id, { quantity: 3, memberIds: [member.id] });
  const [invitation] = await db
    .insert(subscriptionInvitations)
    .values({
      subscriptionId: subscription.id,
      email: `invitado-${subscription.id}@example.com`,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [publication] = await db
    .insert(officialPublications)
    .values({
      identifier: `BOE-B-2026-${bulletinNumber++}`,
      title: `Anuncio ${label}`,
      department: 'Ministerio de Hacienda',
      section: '5A',
      date: '2026-05-01',
      pdfUrl: 'https://www.boe.es/boe/dias/2026/05/01/pdfs/anuncio.pdf',
      htmlUrl: 'https://www.boe.es/diario_boe/txt.php?id=anuncio',
    })
    .returning();
  await db.insert(documentShares).values({ userId: user.id, publicationId: publication!.id, recipients: 1 });
  const [tenderDocument] = await db
    .insert(tenderDocuments)
    .values({
      projectId: project.id,
      name: `Pliego ${label}.pdf`,
      type: 'legal',
      uri: `https://example.com/${label}.pdf`,
    })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      id: `in_${label}${user.id}`,
      userId: user.id,
      status: 'open',
      currency: 'eur',
      subtotal: 1000,
      total: 1210,
      startingBalance: 0,
      amountDue: 1210,
      amountPaid: 0,
      amountRemaining: 1210,
      issuedAt: new Date(),
    })
    .returning();
  const [pipelineCard] = await db
    .insert(pipelineCards)
    .values({
      subscriptionId: subscription.id,
      projectId: project.id,
      createdBy: user.id,
      notes: `Notas ${label}`,
    })
    .returning();
  const [apiKey] = await db
    .insert(apiKeys)
    .values({
      userId: user.id,
      name: `Clave ${label}`,
      prefix: newApiKey().prefix,
      keyHash: newApiKey().hash,
      scopes: ['read'],
    })
    .returning();
  // A suggestion applied to the alert: the {changeId} that undoes it.
  const [suggestionChange] = await db
    .insert(alertSuggestionChanges)
    .values({
      alertId: alert.id,
      kind: 'exclude_word',
      value: 'mantenimiento',
      previousSearchTerms: alert.searchTerms,
      previousFilters: alert.filters,
    })
    .returning();
  // The private calendar's token: the {token} of /v1/calendar/{token}.ics.
  const calendarToken = /\/v1\/calendar\/([^/]+)\.ics$/.exec(await calendarUrl(db, 'http://x', user.id))![1]!;
  return {
    user,
    member,
    calendarToken,
    project,
    party,
    alert,
    projectFollow,
    partyFollow,
    notification,
    tag: tag!,
    subscription,
    invitation: invitation!,
    publication: publication!,
    invoice: invoice!,
    tenderDocument: tenderDocument!,
    pipelineCard: pipelineCard!,
    apiKey: apiKey!,
    suggestionChange: suggestionChange!,
  };
}

export type AccountResources = Awaited<ReturnType<typeof createAccountWithResources>>;

/** Headers of a new session of `user`, made without the sign-in endpoint (and its limits). */
export async function sessionOf(db: Db, user: { id: number; email: string }): Promise<AuthHeaders> {
  const session = await createSession(db, user);
  return { 'access-token': session['access-token'], client: session.client, uid: session.uid };
}

/** What a path parameter names: `owned` when it is the account's own (someone else must get 403/404). */
export interface PathValue {
  value: string;
  owned: boolean;
}

/**
 * The value of each path parameter of an operation, taken from `r`. An operation with a
 * parameter this table does not know fails the tests that use it, so a new route is mapped here.
 */
export function pathValuesOf(path: string, r: AccountResources): Record<string, PathValue> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, pathValueOf(path, name, r)]));
}

const own = (id: number | string): PathValue => ({ value: String(id), owned: true });
const shared = (value: string | number): PathValue => ({ value: String(value), owned: false });

function pathValueOf(path: string, name: string, r: AccountResources): PathValue {
  switch (name) {
    case 'alertId':
      return own(r.alert.id);
    case 'changeId':
      return own(r.suggestionChange.id);
    case 'subId':
      return own(path.includes('project_subscriptions') ? r.projectFollow.id : r.partyFollow.id);
    case 'userId':
      return own(r.member.id);
    case 'tag_id':
      return own(r.tag.id);
    case 'invitationId':
      return own(r.invitation.id);
    case 'name':
      return shared('system.heartbeat');
    case 'source':
      return shared('boe');
    case 'file':
      return shared(`${r.publication.identifier}.json`);
    // A bearer token, its own credential: whoever holds it reads the calendar, with or without a
    // session, so another user's session changes nothing (rotation is how it is taken back).
    case 'token':
      return shared(r.calendarToken);
    // Tender documents are the tender's, readable by whoever may read tenders.
    case 'document_id':
      return shared(r.tenderDocument.id);
  }
  const area = path.split('/').slice(0, 3).join('/');
  const ids: Record<string, PathValue> = {
    '/v1/alerts': own(r.alert.id),
    '/v1/notifications': own(r.notification.id),
    '/v1/tags': own(r.tag.id),
    '/v1/pipeline': own(r.pipelineCard.id),
    '/v1/api_keys': own(r.apiKey.id),
    '/v1/subscriptions': own(r.subscription.id),
    '/v1/admin': own(r.subscription.id),
    '/v1/users': own(r.user.id),
    '/v1/procurement_projects': shared(r.project.id),
    '/v1/ocds': shared(r.project.id),
    '/v1/procurement_party': shared(r.party.id),
    '/v1/publications': shared(r.publication.identifier),
    '/v1/documents': shared(r.publication.identifier),
    '/stripe/invoices': own(r.invoice.id),
  };
  if (path.startsWith('/v1/admin/jobs/')) return shared('00000000-0000-4000-8000-000000000000');
  const value = name === 'id' ? ids[area] : undefined;
  if (!value) throw new Error(`${path}: no value for {${name}} (map it in server/test/account-resources.ts)`);
  return value;
}

/**
 * Body fields that name a stored row, by operation and field name: filled from `r` so a request
 * reaches the rows it would in real use.
 */
export function bodyIdsOf(path: string, r: AccountResources): Record<string, unknown> {
  if (path === '/v1/notifications/update_batches') return { ids: [r.notification.id] };
  if (path === '/v1/procurement_project_subscriptions') return { ids: [r.project.id] };
  if (path === '/v1/procurement_party_subscriptions') return { ids: [r.party.id] };
  if (path === '/v1/admin/subscriptions') return { user_id: r.member.id };
  if (path === '/v1/sources/share') return { id: r.publication.identifier };
  if (path === '/v1/pipeline/cards') return { tender_id: r.project.id };
  if (path === '/v1/pipeline/cards/{id}') return { assignee_id: r.member.id };
  if (path === '/v1/pipeline/cards/{id}/comments') return { mentions: [r.member.id] };
  return {};
}

/**
 * The request the app would send for an operation, naming `r`'s rows: path parameters, query
 * and body (`full`: every optional field filled in; otherwise only the required ones).
 */
export function sampleRequest(operation: Operation, r: AccountResources, full = true) {
  const path = Object.fromEntries(
    Object.entries(pathValuesOf(operation.path, r)).map(([name, v]) => [name, v.value]),
  );
  const query = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, String(sampleOf(p.schema, p.name))]),
  );
  const body = operation.body
    ? { ...(sampleOf(operation.body, '', full) as object), ...bodyIdsOf(operation.path, r) }
    : undefined;
  return { path, query, body };
}
