import { z } from 'zod';
import { defineRoute } from '../contract';
import {
  followBodySchema,
  partySubscriptionResponseSchema,
  partySubscriptionsCoreResponseSchema,
  partySubscriptionsPageSchema,
  projectSubscriptionResponseSchema,
  projectSubscriptionsCoreResponseSchema,
  projectSubscriptionsPageSchema,
  subscriptionsBodySchema,
  updateFollowBodySchema,
} from '../follows';
import { idParamsSchema } from '../procurement-project';

const tags = ['seguimientos'];

/** The same three calls on a tender and on a party; only the path, the words and the answer differ. */
function followRoutes<const Path extends string, Answer extends z.ZodType>(
  path: Path,
  what: string,
  answer: Answer,
) {
  const common = { path, access: 'access', tags, params: idParamsSchema } as const;
  const write = { ...common, apiScope: 'write:follows' } as const;
  return {
    follow: defineRoute({
      ...write,
      method: 'POST',
      summary: `Seguir ${what}`,
      body: followBodySchema,
      response: { 200: answer },
    }),
    update: defineRoute({
      ...write,
      method: 'PUT',
      summary: `Frecuencia de correo al seguir ${what}`,
      body: updateFollowBodySchema,
      response: { 200: answer },
    }),
    unfollow: defineRoute({ ...write, method: 'DELETE', summary: `Dejar de seguir ${what}` }),
  };
}

/** Follow (twice: the same follow), e-mail frequency and unfollow of a tender. */
export const TENDER_FOLLOW_ROUTES = followRoutes(
  '/v1/procurement_projects/:id/subscription',
  'una licitación (resuelta y en ejecución: con recordatorio 6 meses antes del fin)',
  projectSubscriptionResponseSchema,
);

/** Follow, e-mail frequency and unfollow of a company or contracting body. */
export const PARTY_FOLLOW_ROUTES = followRoutes(
  '/v1/procurement_party/:id/subscription',
  'una empresa u organismo',
  partySubscriptionResponseSchema,
);

/** Which tenders / parties the user follows (`mode: 'core'`, the bells), or a page of the follow tables. */
export const FOLLOW_LIST_ROUTES = {
  tenders: defineRoute({
    method: 'POST',
    path: '/v1/procurement_project_subscriptions',
    access: 'access',
    apiScope: 'read',
    tags,
    summary:
      "Licitaciones seguidas: núcleo de las pedidas (mode core) o una página de 'Licitaciones favoritas'",
    body: subscriptionsBodySchema,
    response: { 200: z.union([projectSubscriptionsCoreResponseSchema, projectSubscriptionsPageSchema]) },
  }),
  parties: defineRoute({
    method: 'POST',
    path: '/v1/procurement_party_subscriptions',
    access: 'access',
    apiScope: 'read',
    tags,
    summary:
      "Empresas y organismos seguidos: núcleo de los pedidos (mode core) o una página de 'Mis empresas y entidades'",
    body: subscriptionsBodySchema,
    response: { 200: z.union([partySubscriptionsCoreResponseSchema, partySubscriptionsPageSchema]) },
  }),
};
