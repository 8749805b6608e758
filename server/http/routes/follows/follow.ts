import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  followBodySchema,
  partySubscriptionResponseSchema,
  projectSubscriptionResponseSchema,
  updateFollowBodySchema,
} from '../../../../common/api/follows';
import type { MailingFrequency } from '../../../../common/api/mailing-frequency';
import { idParamsSchema } from '../../../../common/api/procurement-project';
import type { Db } from '../../../db/client';
import { changeFollowFrequency, unfollow } from '../../../domain/follows/change-follow';
import { followParty } from '../../../domain/follows/follow-party';
import type { FollowKind, FollowRow } from '../../../domain/follows/follow-tables';
import { followTender } from '../../../domain/follows/follow-tender';
import { presentPartyFollowCore, presentTenderFollowCore } from '../../../domain/follows/present-follow';
import { currentUser } from '../../auth';

interface Follow {
  userId: number;
  targetId: number;
  frequency: MailingFrequency;
}

/** The same three calls on a tender and on a party; only paths, words and answers differ. */
const FOLLOWS = {
  project: {
    path: '/v1/procurement_projects/:id/subscription',
    what: 'una licitación (resuelta y en ejecución: con recordatorio 6 meses antes del fin)',
    response: projectSubscriptionResponseSchema,
    follow: async (db: Db, f: Follow) => ({
      project_subscription: await followTender(db, { ...f, projectId: f.targetId }),
    }),
    present: (row: FollowRow) => ({ project_subscription: presentTenderFollowCore(row) }),
  },
  party: {
    path: '/v1/procurement_party/:id/subscription',
    what: 'una empresa u organismo',
    response: partySubscriptionResponseSchema,
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
    const schema = { tags: ['seguimientos'], params: idParamsSchema };

    app.post(
      k.path,
      {
        config: { access: 'access' },
        schema: {
          ...schema,
          summary: `Seguir ${k.what}`,
          body: followBodySchema,
          response: { 200: k.response },
        },
      },
      async (request) =>
        k.follow(db, {
          userId: currentUser(request).id,
          targetId: request.params.id,
          frequency: request.body.mailing_frequency,
        }),
    );

    app.put(
      k.path,
      {
        config: { access: 'access' },
        schema: {
          ...schema,
          summary: `Frecuencia de correo al seguir ${k.what}`,
          body: updateFollowBodySchema,
          response: { 200: k.response },
        },
      },
      async (request) => {
        const row = await changeFollowFrequency(db, kind, {
          userId: currentUser(request).id,
          targetId: request.params.id,
          frequency: request.body.mailing_frequency,
        });
        return k.present(row);
      },
    );

    app.delete(
      k.path,
      { config: { access: 'access' }, schema: { ...schema, summary: `Dejar de seguir ${k.what}` } },
      async (request, reply) => {
        await unfollow(db, kind, { userId: currentUser(request).id, targetId: request.params.id });
        return reply.code(204).send();
      },
    );
  }
};

export default followRoutes;
