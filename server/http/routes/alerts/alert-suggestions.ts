import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ALERT_ROUTES } from '../../../../common/api/routes/alerts';
import { alertSuggestions } from '../../../domain/feedback/alert-suggestions';
import { applySuggestion, undoSuggestion } from '../../../domain/feedback/apply-suggestion';
import { currentUser } from '../../auth';
import { routeOf } from '../../contract-route';

/** What 'No me interesa' suggests of the user's alerts, applied with one click and undone with another. */
const alertSuggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.route({
    ...routeOf(ALERT_ROUTES.suggestions),
    handler: async (request) => ({ suggestions: await alertSuggestions(db(), currentUser(request).id) }),
  });

  app.route({
    ...routeOf(ALERT_ROUTES.applySuggestion),
    handler: async (request) =>
      applySuggestion(db(), currentUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...routeOf(ALERT_ROUTES.undoSuggestion),
    handler: async (request) =>
      undoSuggestion(db(), currentUser(request).id, request.params.id, request.params.changeId),
  });
};

export default alertSuggestionRoutes;
