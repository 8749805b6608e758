import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OCDS_ROUTES } from '../../../../common/api/routes/ocds';
import { loadOcdsTender } from '../../../domain/ocds/load-ocds-tenders';
import { type OcdsSettings, recordPackage, releasePackage } from '../../../domain/ocds/ocds-packages';
import { tenderNotFound } from '../../../domain/tenders/get-tender-detail';
import { routeOf } from '../../contract-route';

/** /v1/ocds: a tender's releases and its record, from the same stored versions the app shows. */
const ocdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings: OcdsSettings = { prefix: app.config.ocdsPrefix, publicUrl: app.config.publicUrl };
  const tenderOf = async (id: number) =>
    (await loadOcdsTender(app.database.read, id)) ?? Promise.reject(tenderNotFound());
  app.route({
    ...routeOf(OCDS_ROUTES.releases),
    handler: async (request) => releasePackage(await tenderOf(request.params.id), settings),
  });
  app.route({
    ...routeOf(OCDS_ROUTES.records),
    handler: async (request) => recordPackage(await tenderOf(request.params.id), settings),
  });
};

export default ocdsRoutes;
