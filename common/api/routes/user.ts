import { messageResponseSchema } from '../auth';
import { defineRoute } from '../contract';
import { currentUserSchema, userPreferencesBodySchema } from '../user';

const tags = ['usuario'];

/** The signed-in user's own account. */
export const USER_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/v1/user',
    access: 'signed-in',
    tags,
    summary: 'El usuario actual',
    response: { 200: currentUserSchema },
  }),
  updatePreferences: defineRoute({
    method: 'PUT',
    path: '/v1/user/preferences',
    access: 'signed-in',
    tags,
    summary: 'Preferencias de la cuenta (vista compacta de resultados, recomendaciones)',
    body: userPreferencesBodySchema,
    response: { 200: currentUserSchema },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/v1/user',
    access: 'signed-in',
    tags,
    summary: 'Borrar la propia cuenta y todos sus datos',
    response: { 200: messageResponseSchema },
  }),
};
