import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partySubscriptionsCoreResponseSchema,
  partySubscriptionsPageSchema,
  projectSubscriptionsCoreResponseSchema,
  projectSubscriptionsPageSchema,
  subscriptionsBodySchema,
} from '../../../../common/api/follows';
import { listFollowed } from '../../../domain/follows/list-followed';
import { listPartyFollows } from '../../../domain/follows/list-party-follows';
import { listTenderFollows } from '../../../domain/follows/list-tender-follows';
import { presentPartyFollowCore, presentTenderFollowCore } from '../../../domain/follows/present-follow';
import { currentUser } from '../../auth';

/** Which tenders / parties the user follows (`mode: 'core'`, the bells), or a page of the follow tables. */
const followsListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/v1/procurement_project_subscriptions',
    {
      config: { access: 'access' },
      schema: {
        tags: ['seguimientos'],
        summary:
          "Licitaciones seguidas: núcleo de las pedidas (mode core) o una página de 'Licitaciones favoritas'",
        body: subscriptionsBodySchema,
        response: { 200: z.union([projectSubscriptionsCoreResponseSchema, projectSubscriptionsPageSchema]) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { mode, ids, page } = request.body;
      if (mode === 'full') return listTenderFollows(db, userId, { page, ids });
      const rows = await listFollowed(db, 'project', userId, ids);
      return { project_subscriptions: rows.map(presentTenderFollowCore) };
    },
  );

  app.post(
    '/v1/procurement_party_subscriptions',
    {
      config: { access: 'access' },
      schema: {
        tags: ['seguimientos'],
        summary:
          "Empresas y organismos seguidos: núcleo de los pedidos (mode core) o una página de 'Mis empresas y entidades'",
        body: subscriptionsBodySchema,
        response: { 200: z.union([partySubscriptionsCoreResponseSchema, partySubscriptionsPageSchema]) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { mode, ids, page } = request.body;
      if (mode === 'full') return listPartyFollows(db, userId, { page, ids });
      const rows = await listFollowed(db, 'party', userId, ids);
      return { party_subscriptions: rows.map(presentPartyFollowCore) };
    },
  );
};

export default followsListRoutes;
