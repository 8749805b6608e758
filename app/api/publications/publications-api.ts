import type { PublicationSearchBody } from '../../../common/api/publications';
import { PUBLICATION_ROUTES } from '../../../common/api/routes/publications';
import { api } from '../client';

export const searchPublications = (body: PublicationSearchBody, signal?: AbortSignal) =>
  api.call(PUBLICATION_ROUTES.search, { body, signal });

/** GET /v1/publications/{id}: one publication's data, whatever became of its stored document. */
export const fetchPublication = (id: string, signal?: AbortSignal) =>
  api.call(PUBLICATION_ROUTES.show, { params: { id }, signal });
