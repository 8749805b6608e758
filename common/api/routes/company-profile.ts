import { companyProfileBodySchema, companyProfileSchema, eligibilitySchema } from '../company-profile';
import { defineRoute } from '../contract';
import { idParamsSchema } from '../procurement-project';

/**
 * The company profile (the licence's, shared by its members; a user's own without a licence)
 * and what it answers: whether the company may bid for a tender.
 */
export const COMPANY_PROFILE_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/v1/company_profile',
    access: 'signed-in',
    tags: ['empresa'],
    summary: 'Perfil de empresa: NIF, clasificaciones, volumen de negocios, certificados, provincias y CPV',
    response: { 200: companyProfileSchema },
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/v1/company_profile',
    access: 'signed-in',
    tags: ['empresa'],
    summary:
      'Sustituir el perfil de empresa (lo que no se envía queda vacío); en una licencia, solo su titular',
    body: companyProfileBodySchema,
    response: { 200: companyProfileSchema },
  }),
  eligibility: defineRoute({
    method: 'GET',
    path: '/v1/procurement_projects/:id/eligibility',
    access: 'access',
    tags: ['licitaciones'],
    summary:
      '¿Puedo presentarme? Requisitos de la licitación frente al perfil de empresa: sí, no o revisar, con una línea por requisito',
    params: idParamsSchema,
    response: { 200: eligibilitySchema },
  }),
};
