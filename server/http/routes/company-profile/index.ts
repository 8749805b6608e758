import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY_PROFILE_ROUTES } from '../../../../common/api/routes/company-profile';
import { companyProfileOf } from '../../../domain/company/company-profile-of';
import { replaceCompanyProfile } from '../../../domain/company/replace-company-profile';
import { tenderEligibility } from '../../../domain/company/tender-eligibility';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/**
 * `/v1/company_profile` (the licence's profile, or the user's own) and what it answers on a
 * tender: `/v1/procurement_projects/{id}/eligibility`. Read on the primary, so a profile just
 * saved is the one the verdict uses.
 */
const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.route({
    ...routeOf(COMPANY_PROFILE_ROUTES.show),
    handler: async (request) => companyProfileOf(db, currentUser(request).id),
  });

  app.route({
    ...routeOf(COMPANY_PROFILE_ROUTES.replace),
    handler: async (request) => replaceCompanyProfile(db, currentUser(request).id, request.body),
  });

  app.route({
    ...routeOf(COMPANY_PROFILE_ROUTES.eligibility),
    handler: async (request) => tenderEligibility(db, currentUser(request).id, request.params.id),
  });
};

export default companyProfileRoutes;
