import {
  type PublicationSearchBody,
  publicationSchema,
  publicationSearchResponseSchema,
} from '../../../common/api/publications';
import { api } from '../client';

export const searchPublications = (body: PublicationSearchBody, signal?: AbortSignal) =>
  api.post('/v1/publications/search', { body, schema: publicationSearchResponseSchema, signal });

/** GET /v1/publications/{id}: one publication's data, whatever became of its stored document. */
export const fetchPublication = (id: string, signal?: AbortSignal) =>
  api.get(`/v1/publications/${encodeURIComponent(id)}`, { schema: publicationSchema, signal });
