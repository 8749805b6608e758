import { tenderCompetitionSchema } from '../competition';
import { defineRoute } from '../contract';
import { cpvSearchQuerySchema, cpvSearchResponseSchema } from '../cpv';
import { idParamsSchema, projectDetailSchema } from '../procurement-project';
import { procurementSearchBodySchema, procurementSearchResponseSchema } from '../procurement-search';

const tags = ['licitaciones'];

/** Tenders: the search, a tender's page and its competition. */
export const TENDER_ROUTES = {
  search: defineRoute({
    method: 'POST',
    path: '/v1/procurement/search',
    access: 'access',
    apiScope: 'read',
    tags,
    summary: 'Buscar licitaciones: palabras, "frases", OR y -exclusión, filtros, orden y página',
    body: procurementSearchBodySchema,
    response: { 200: procurementSearchResponseSchema },
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id',
    access: 'access',
    tags,
    summary: 'Licitación completa: datos, lotes, adjudicaciones, documentos, órgano y adjudicatarios',
    params: idParamsSchema,
    response: { 200: projectDetailSchema },
  }),
  competition: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/competition',
    access: 'access',
    tags,
    summary:
      'Competencia de una licitación: ofertas, baja, oferta más baja y más alta y pyme por adjudicación; para una abierta, la competencia esperada según licitaciones comparables',
    params: idParamsSchema,
    response: { 200: tenderCompetitionSchema },
  }),
};

/** The CPV catalogue for the code picker. */
export const CPV_ROUTES = {
  // Public reference data, not tender data: any signed-in user (alert editing uses it too).
  search: defineRoute({
    method: 'GET',
    path: '/v1/cpv',
    access: 'signed-in',
    tags,
    summary: 'Catálogo CPV para el selector: por prefijo de código o por palabras',
    querystring: cpvSearchQuerySchema,
    response: { 200: cpvSearchResponseSchema },
  }),
};
