import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOLLOW_LIST_ROUTES } from '../../../../common/api/routes/follows';
import { listFollowed } from '../../../domain/follows/list-followed';
import { listPartyFollows } from '../../../domain/follows/list-party-follows';
import { listTenderFollows } from '../../../domain/follows/list-tender-follows';
import { presentPartyFollowCore, presentTenderFollowCore } from '../../../domain/follows/present-follow';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** Which tenders / parties the user follows (`mode: 'core'`, the bells), or a page of the follow tables. */
const followsListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(FOLLOW_LIST_ROUTES.tenders),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { mode, ids, page } = request.body;
      if (mode === 'full') return listTenderFollows(db, userId, { page, ids });
      const rows = await listFollowed(db, 'project', userId, ids);
      return { project_subscriptions: rows.map(presentTenderFollowCore) };
    },
  });

  app.route({
    ...routeOf(FOLLOW_LIST_ROUTES.parties),
    handler: async (request) => {
      const userId = currentUser(request).id;
      const { mode, ids, page } = request.body;
      if (mode === 'full') return listPartyFollows(db, userId, { page, ids });
      const rows = await listFollowed(db, 'party', userId, ids);
      return { party_subscriptions: rows.map(presentPartyFollowCore) };
    },
  });
};

export default followsListRoutes;
