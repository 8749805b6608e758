import {
  partySubscriptionsCoreResponseSchema,
  partySubscriptionsPageSchema,
  projectSubscriptionsCoreResponseSchema,
  projectSubscriptionsPageSchema,
} from '../../../common/api/follows';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { PartySearchBody } from '../../../common/api/procurement-party';
import { PARTY_ROUTES } from '../../../common/api/routes/parties';
import { api } from '../../api/client';

/** What is followed: a tender (project) or a company / contracting body (party). */
export type FollowKind = 'project' | 'party';

const followPath: Record<FollowKind, (id: number) => string> = {
  project: (id) => `/v1/procurement_projects/${id}/subscription`,
  party: (id) => `/v1/procurement_party/${id}/subscription`,
};

/** Cache keys: everything of a kind is refreshed after any follow change of that kind. */
export const followKeys = {
  kind: (kind: FollowKind) => ['follows', kind] as const,
  core: (kind: FollowKind, ids: readonly number[]) => ['follows', kind, 'core', ids] as const,
  page: (kind: FollowKind, page: number) => ['follows', kind, 'page', page] as const,
};

export const followTarget = (kind: FollowKind, id: number) => api.post(followPath[kind](id), { body: {} });
export const unfollowTarget = (kind: FollowKind, id: number) => api.delete(followPath[kind](id));
export const changeFollowFrequency = (kind: FollowKind, id: number, frequency: MailingFrequency) =>
  api.put(followPath[kind](id), { body: { mailing_frequency: frequency } });

/** Which of these tenders (parties) the user follows: one call for a whole table page. */
export async function fetchFollowedIds(
  kind: FollowKind,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Set<number>> {
  const body = { mode: 'core', ids };
  if (kind === 'project') {
    const answer = await api.post('/v1/procurement_project_subscriptions', {
      body,
      schema: projectSubscriptionsCoreResponseSchema,
      signal,
    });
    return new Set(answer.project_subscriptions.map((s) => s.procurement_project_id));
  }
  const answer = await api.post('/v1/procurement_party_subscriptions', {
    body,
    schema: partySubscriptionsCoreResponseSchema,
    signal,
  });
  return new Set(answer.party_subscriptions.map((s) => s.procurement_party_id));
}

export const fetchTenderFollows = (page: number, signal?: AbortSignal) =>
  api.post('/v1/procurement_project_subscriptions', {
    body: { page },
    schema: projectSubscriptionsPageSchema,
    signal,
  });

export const fetchPartyFollows = (page: number, signal?: AbortSignal) =>
  api.post('/v1/procurement_party_subscriptions', {
    body: { page },
    schema: partySubscriptionsPageSchema,
    signal,
  });

/** POST /v1/procurement_party/search: companies and bodies to follow, by words and role. */
export const searchParties = (body: PartySearchBody, signal?: AbortSignal) =>
  api.call(PARTY_ROUTES.search, { body, signal });
