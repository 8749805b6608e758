import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { PartySearchBody } from '../../../common/api/procurement-party';
import {
  FOLLOW_LIST_ROUTES,
  PARTY_FOLLOW_ROUTES,
  TENDER_FOLLOW_ROUTES,
} from '../../../common/api/routes/follows';
import { PARTY_ROUTES } from '../../../common/api/routes/parties';
import { api } from '../client';

/** What is followed: a tender (project) or a company / contracting body (party). */
export type FollowKind = 'project' | 'party';

const FOLLOW_ROUTES = { project: TENDER_FOLLOW_ROUTES, party: PARTY_FOLLOW_ROUTES };

/** A list call answers the core rows or a page, whichever its `mode` asked for (the schema admits both). */
type Shaped<Answer, Key extends string> = Extract<Answer, Record<Key, unknown>>;

/** Cache keys: everything of a kind is refreshed after any follow change of that kind. */
export const followKeys = {
  kind: (kind: FollowKind) => ['follows', kind] as const,
  core: (kind: FollowKind, ids: readonly number[]) => ['follows', kind, 'core', ids] as const,
  page: (kind: FollowKind, page: number) => ['follows', kind, 'page', page] as const,
};

export const followTarget = (kind: FollowKind, id: number) =>
  api.call(FOLLOW_ROUTES[kind].follow, { params: { id }, body: {} });
export const unfollowTarget = (kind: FollowKind, id: number) =>
  api.call(FOLLOW_ROUTES[kind].unfollow, { params: { id } });
export const changeFollowFrequency = (kind: FollowKind, id: number, frequency: MailingFrequency) =>
  api.call(FOLLOW_ROUTES[kind].update, { params: { id }, body: { mailing_frequency: frequency } });

/** Which of these tenders (parties) the user follows: one call for a whole table page. */
export async function fetchFollowedIds(
  kind: FollowKind,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Set<number>> {
  const body = { mode: 'core' as const, ids: [...ids] };
  if (kind === 'project') {
    const answer = await api.call(FOLLOW_LIST_ROUTES.tenders, { body, signal });
    const { project_subscriptions } = answer as Shaped<typeof answer, 'project_subscriptions'>;
    return new Set(project_subscriptions.map((s) => s.procurement_project_id));
  }
  const answer = await api.call(FOLLOW_LIST_ROUTES.parties, { body, signal });
  const { party_subscriptions } = answer as Shaped<typeof answer, 'party_subscriptions'>;
  return new Set(party_subscriptions.map((s) => s.procurement_party_id));
}

export async function fetchTenderFollows(page: number, signal?: AbortSignal) {
  const answer = await api.call(FOLLOW_LIST_ROUTES.tenders, { body: { page }, signal });
  return answer as Shaped<typeof answer, 'results'>;
}

export async function fetchPartyFollows(page: number, signal?: AbortSignal) {
  const answer = await api.call(FOLLOW_LIST_ROUTES.parties, { body: { page }, signal });
  return answer as Shaped<typeof answer, 'results'>;
}

/** POST /v1/procurement_party/search: companies and bodies to follow, by words and role. */
export const searchParties = (body: PartySearchBody, signal?: AbortSignal) =>
  api.call(PARTY_ROUTES.search, { body, signal });
