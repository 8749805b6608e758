import type { FastifyInstance } from 'fastify';
import addMemberRoute from './add-member';
import createLicenceRoute from './create-licence';
import deleteLicenceRoute from './delete-licence';
import getLicenceRoute from './get-licence';
import removeMemberRoute from './remove-member';
import updateLicenceRoute from './update-licence';

/**
 * `/v1/admin/subscriptions`: subscriptions (licence bundles) an admin creates, edits, fills and
 * deletes, all audited.
 */
export default async function adminLicenceRoutes(app: FastifyInstance) {
  await app.register(getLicenceRoute);
  await app.register(createLicenceRoute);
  await app.register(updateLicenceRoute);
  await app.register(deleteLicenceRoute);
  await app.register(addMemberRoute);
  await app.register(removeMemberRoute);
}
