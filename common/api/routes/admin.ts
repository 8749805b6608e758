import { z } from 'zod';
import errorsEs from '../../i18n/es/errors.json';
import {
  jobMonitorSchema,
  jobRunParamsSchema,
  jobRunSchema,
  runJobBodySchema,
  runJobParamsSchema,
  runJobResponseSchema,
  undeliveredMailSchema,
} from '../admin-jobs';
import { createAdminSubscriptionBodySchema, updateAdminSubscriptionBodySchema } from '../admin-subscriptions';
import { messageResponseSchema } from '../auth';
import { defineRoute } from '../contract';
import { errorResponseSchema } from '../errors';
import { idParamsSchema } from '../procurement-project';
import {
  addMemberBodySchema,
  subscriptionMemberParamsSchema,
  subscriptionParamsSchema,
  subscriptionSchema,
} from '../subscriptions';

const tags = ['admin'];
const { jobs, outbox } = errorsEs.errors;
const runNotFound = {
  404: errorResponseSchema.describe(`${jobs.notFound} / ${jobs.runNotFound}`),
};
const runNotFailed = { 409: errorResponseSchema.describe(jobs.runNotFailed) };

/** The job monitor, running a job now, and a failed run's state, retry or deletion. */
export const ADMIN_JOB_ROUTES = {
  monitor: defineRoute({
    method: 'GET',
    path: '/v1/admin/jobs',
    access: 'admin',
    tags,
    summary:
      'Monitor de trabajos: colas con sus recuentos, fallos recientes, programaciones, estado de cada feed, correo sin entregar y alertas que no se han podido comprobar (solo administradores)',
    response: { 200: jobMonitorSchema },
  }),
  run: defineRoute({
    method: 'POST',
    path: '/v1/admin/jobs/:name/run',
    access: 'admin',
    tags,
    summary: 'Ejecutar ya un trabajo en segundo plano (solo administradores)',
    params: runJobParamsSchema,
    body: runJobBodySchema,
    response: { 200: runJobResponseSchema, 404: errorResponseSchema.describe(jobs.notFound) },
  }),
  showRun: defineRoute({
    method: 'GET',
    path: '/v1/admin/jobs/:name/runs/:id',
    access: 'admin',
    tags,
    summary: 'Estado de una ejecución de un trabajo (solo administradores)',
    params: jobRunParamsSchema,
    response: { 200: jobRunSchema, ...runNotFound },
  }),
  retryRun: defineRoute({
    method: 'POST',
    path: '/v1/admin/jobs/:name/runs/:id/retry',
    access: 'admin',
    tags,
    summary: 'Reintentar una ejecución fallida (solo administradores)',
    params: jobRunParamsSchema,
    response: { 200: jobRunSchema, ...runNotFound, ...runNotFailed },
  }),
  deleteRun: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/jobs/:name/runs/:id',
    access: 'admin',
    tags,
    summary: 'Eliminar una ejecución fallida (solo administradores)',
    params: jobRunParamsSchema,
    response: { 204: z.null().describe('Eliminada'), ...runNotFound, ...runNotFailed },
  }),
};

/** Undelivered mail. */
export const ADMIN_MAIL_ROUTES = {
  retry: defineRoute({
    method: 'POST',
    path: '/v1/admin/mail/:id/retry',
    access: 'admin',
    tags,
    summary: 'Reintentar un correo que no se pudo entregar (solo administradores)',
    params: idParamsSchema,
    response: {
      200: undeliveredMailSchema,
      404: errorResponseSchema.describe(outbox.notFound),
      409: errorResponseSchema.describe(outbox.notFailed),
    },
  }),
};

/** Subscriptions (licence bundles) an admin creates, edits, fills and deletes, all audited. */
export const ADMIN_LICENCE_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/v1/admin/subscriptions/:id',
    access: 'admin',
    tags,
    summary: 'Una suscripción cualquiera con sus licencias (solo administradores)',
    params: subscriptionParamsSchema,
    response: { 200: subscriptionSchema },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/v1/admin/subscriptions',
    access: 'admin',
    tags,
    summary: 'Crear una suscripción manual para un usuario (solo administradores)',
    body: createAdminSubscriptionBodySchema,
    response: { 200: subscriptionSchema },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/v1/admin/subscriptions/:id',
    access: 'admin',
    tags,
    summary:
      'Cambiar el estado, las licencias o la fecha «Válida hasta» de una suscripción manual (solo administradores)',
    params: subscriptionParamsSchema,
    body: updateAdminSubscriptionBodySchema,
    response: { 200: subscriptionSchema },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/subscriptions/:id',
    access: 'admin',
    tags,
    summary: 'Borrar una suscripción manual y sus licencias (solo administradores)',
    params: subscriptionParamsSchema,
    response: { 200: messageResponseSchema },
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/v1/admin/subscriptions/:id/user',
    access: 'admin',
    tags,
    summary: 'Dar una licencia de la suscripción a un correo (solo administradores)',
    params: subscriptionParamsSchema,
    body: addMemberBodySchema,
    response: { 200: subscriptionSchema },
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/v1/admin/subscriptions/:id/user/:userId',
    access: 'admin',
    tags,
    summary: 'Quitar una licencia de la suscripción (no al propietario; solo administradores)',
    params: subscriptionMemberParamsSchema,
    response: { 200: subscriptionSchema },
  }),
};
