import { defineRoute } from '../contract';
import { partyAnalyticsQuerySchema, partyAnalyticsSchema } from '../party-analytics';
import {
  partyContractedProjectsBodySchema,
  partyContractedProjectsResponseSchema,
  partyDetailSchema,
  partySearchBodySchema,
  partySearchResponseSchema,
  partyTenderResultsBodySchema,
  partyTenderResultsResponseSchema,
} from '../procurement-party';
import { idParamsSchema } from '../procurement-project';

const tags = ['empresas'];

/** Parties (companies and contracting bodies): finding one, its page and its lists. */
export const PARTY_ROUTES = {
  search: defineRoute({
    method: 'POST',
    path: '/v1/procurement_party/search',
    access: 'access',
    apiScope: 'read',
    tags,
    summary: 'Buscar empresas y organismos: nombre aproximado o NIF exacto (primero)',
    body: partySearchBodySchema,
    response: { 200: partySearchResponseSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/procurement_party/:id',
    access: 'access',
    tags,
    summary: 'Empresa u organismo: identificadores, recuentos e importes por año',
    params: idParamsSchema,
    response: { 200: partyDetailSchema },
  }),
  awards: defineRoute({
    method: 'POST',
    path: '/v1/procurement_party/:id/tender_results',
    access: 'access',
    apiScope: 'read',
    tags,
    summary: 'Adjudicaciones ganadas por la empresa (sin página: todas, hasta 1000, para exportar)',
    params: idParamsSchema,
    body: partyTenderResultsBodySchema,
    response: { 200: partyTenderResultsResponseSchema },
  }),
  tenders: defineRoute({
    method: 'POST',
    path: '/v1/procurement_party/:id/contracted_projects',
    access: 'access',
    apiScope: 'read',
    tags,
    summary: 'Licitaciones publicadas por el organismo, con filtros, palabras y años',
    params: idParamsSchema,
    body: partyContractedProjectsBodySchema,
    response: { 200: partyContractedProjectsResponseSchema },
  }),
  analytics: defineRoute({
    method: 'GET',
    path: '/v1/procurement_party/:id/analytics',
    access: 'access',
    tags,
    summary:
      'Análisis de la empresa (adjudicaciones ganadas) y del organismo (licitaciones publicadas): por año, bajas y ofertas (medianas, cuartiles y muestra), principales órganos, divisiones CPV, competidores y adjudicatarios',
    params: idParamsSchema,
    querystring: partyAnalyticsQuerySchema,
    response: { 200: partyAnalyticsSchema },
  }),
};
