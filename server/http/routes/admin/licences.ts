import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createAdminSubscriptionBodySchema,
  updateAdminSubscriptionBodySchema,
} from '../../../../common/api/admin-subscriptions';
import { messageResponseSchema } from '../../../../common/api/auth';
import {
  addMemberBodySchema,
  subscriptionMemberParamsSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '../../../../common/api/subscriptions';
import { adminLicence } from '../../../domain/licences/admin-licence';
import { adminAddMember, adminRemoveMember } from '../../../domain/licences/admin-licence-members';
import { createManualLicence } from '../../../domain/licences/create-manual-licence';
import { deleteLicence } from '../../../domain/licences/delete-licence';
import { presentLicence } from '../../../domain/licences/present-licence';
import { updateLicence } from '../../../domain/licences/update-licence';
import { t } from '../../../messages';
import { currentUser } from '../../auth';

const tags = ['admin'];

/** Subscriptions (licence bundles) an admin creates, edits, fills and deletes (all audited). */
const adminLicenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answer = async (id: number) => presentLicence(db, await adminLicence(db, id));

  app.get(
    '/v1/admin/subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Una suscripción cualquiera con sus licencias (solo administradores)',
        params: subscriptionParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => answer(request.params.id),
  );

  app.post(
    '/v1/admin/subscriptions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Crear una suscripción manual para un usuario (solo administradores)',
        body: createAdminSubscriptionBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => answer(await createManualLicence(db, currentUser(request).id, request.body)),
  );

  app.put(
    '/v1/admin/subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary:
          'Cambiar el estado, las licencias o la fecha «Válida hasta» de una suscripción manual (solo administradores)',
        params: subscriptionParamsSchema,
        body: updateAdminSubscriptionBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      await updateLicence(db, currentUser(request).id, request.params.id, request.body);
      return answer(request.params.id);
    },
  );

  app.delete(
    '/v1/admin/subscriptions/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Borrar una suscripción manual y sus licencias (solo administradores)',
        params: subscriptionParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteLicence(db, currentUser(request).id, request.params.id);
      return { message: t('admin.subscription.deleted') };
    },
  );

  app.post(
    '/v1/admin/subscriptions/:id/user',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Dar una licencia de la suscripción a un correo (solo administradores)',
        params: subscriptionParamsSchema,
        body: addMemberBodySchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      const { invited } = await adminAddMember(db, app.config, currentUser(request).id, {
        subscriptionId: request.params.id,
        email: request.body.user_email,
      });
      if (invited) app.deliverMail();
      return answer(request.params.id);
    },
  );

  app.delete(
    '/v1/admin/subscriptions/:id/user/:userId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Quitar una licencia de la suscripción (no al propietario; solo administradores)',
        params: subscriptionMemberParamsSchema,
        response: { 200: subscriptionSchema },
      },
    },
    async (request) => {
      await adminRemoveMember(db, currentUser(request).id, {
        subscriptionId: request.params.id,
        userId: request.params.userId,
      });
      return answer(request.params.id);
    },
  );
};

export default adminLicenceRoutes;
