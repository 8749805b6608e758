import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailingFrequency } from '../../../../common/api/mailing-frequency';
import { PARTY_FOLLOW_ROUTES, TENDER_FOLLOW_ROUTES } from '../../../../common/api/routes/follows';
import type { Db } from '../../../db/client';
import { changeFollowFrequency, unfollow } from '../../../domain/follows/change-follow';
import { followParty } from '../../../domain/follows/follow-party';
import type { FollowKind, FollowRow } from '../../../domain/follows/follow-tables';
import { followTender } from '../../../domain/follows/follow-tender';
import { presentPartyFollowCore, presentTenderFollowCore } from '../../../domain/follows/present-follow';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

interface Follow {
  userId: number;
  targetId: number;
  frequency: MailingFrequency;
}

/** The same three calls on a tender and on a party; only contracts and answers differ. */
const FOLLOWS = {
  project: {
    routes: TENDER_FOLLOW_ROUTES,
    follow: async (db: Db, f: Follow) => ({
      project_subscription: await followTender(db, { ...f, projectId: f.targetId }),
    }),
    present: (row: FollowRow) => ({ project_subscription: presentTenderFollowCore(row) }),
  },
  party: {
    routes: PARTY_FOLLOW_ROUTES,
    follow: async (db: Db, f: Follow) => ({
      party_subscription: await followParty(db, { ...f, partyId: f.targetId }),
    }),
    present: (row: FollowRow) => ({ party_subscription: presentPartyFollowCore(row) }),
  },
} as const;

/** Follow (twice: the same subscription), e-mail frequency and unfollow, for the signed-in user only. */
const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  for (const kind of Object.keys(FOLLOWS) as FollowKind[]) {
    const k = FOLLOWS[kind];

    app.route({
      ...routeOf(k.routes.follow),
      handler: async (request) =>
        k.follow(db, {
          userId: currentUser(request).id,
          targetId: request.params.id,
          frequency: request.body.mailing_frequency,
        }),
    });

    app.route({
      ...routeOf(k.routes.update),
      handler: async (request) => {
        const row = await changeFollowFrequency(db, kind, {
          userId: currentUser(request).id,
          targetId: request.params.id,
          frequency: request.body.mailing_frequency,
        });
        return k.present(row);
      },
    });

    app.route({
      ...routeOf(k.routes.unfollow),
      handler: async (request, reply) => {
        await unfollow(db, kind, { userId: currentUser(request).id, targetId: request.params.id });
        return reply.code(204).send();
      },
    });
  }
};

export default followRoutes;
