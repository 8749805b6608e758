import type { FastifyInstance } from 'fastify';
import { declareRouteAccess } from '../route-access';
import adminRoutes from './admin';
import alertRoutes from './alerts';
import apiKeyRoutes from './api-keys';
import authRoutes from './auth';
import calendarRoutes from './calendar';
import companyProfileRoutes from './company-profile';
import configRoutes from './config';
import contactRoutes from './contact';
import documentRoutes from './documents';
import followRoutes from './follows';
import healthRoutes from './health';
import licenceRoutes from './licences';
import mailSettingsRoutes from './mail-settings';
import marketRoutes from './market';
import mcpRoutes from './mcp';
import myCompanyRoutes from './my-company';
import notificationRoutes from './notifications';
import ocdsRoutes from './ocds';
import partyRoutes from './parties';
import pipelineRoutes from './pipeline';
import publicationRoutes from './publications';
import renewalRoutes from './renewals';
import sourcesRoutes from './sources';
import stripeRoutes from './stripe';
import tagRoutes from './tags';
import tenderRoutes from './tenders';
import userRoutes from './user';
import usersRoutes from './users';

/**
 * One folder per concept; each index.ts names the URL prefixes it serves (ARCHITECTURE.md, Code:
 * follows/ serves the API's procurement_*_subscriptions, licences/ /v1/subscriptions).
 */
export async function registerRoutes(app: FastifyInstance) {
  declareRouteAccess(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(calendarRoutes);
  await app.register(mailSettingsRoutes);
  await app.register(contactRoutes);
  await app.register(tenderRoutes);
  await app.register(companyProfileRoutes);
  await app.register(renewalRoutes);
  await app.register(partyRoutes);
  await app.register(marketRoutes);
  await app.register(myCompanyRoutes);
  await app.register(followRoutes);
  await app.register(licenceRoutes);
  await app.register(stripeRoutes);
  await app.register(sourcesRoutes);
  await app.register(publicationRoutes);
  await app.register(documentRoutes);
  await app.register(alertRoutes);
  await app.register(notificationRoutes);
  await app.register(tagRoutes);
  await app.register(pipelineRoutes);
  await app.register(apiKeyRoutes);
  await app.register(mcpRoutes);
  await app.register(ocdsRoutes);
  await app.register(configRoutes);
  await app.register(adminRoutes);
  await app.register(usersRoutes);
}
