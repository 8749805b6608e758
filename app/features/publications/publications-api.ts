import {
  type PublicationSearchBody,
  publicationSearchResponseSchema,
} from '../../../common/api/publications';
import { api } from '../../api/client';

export const searchPublications = (body: PublicationSearchBody, signal?: AbortSignal) =>
  api.post('/v1/publications/search', { body, schema: publicationSearchResponseSchema, signal });
