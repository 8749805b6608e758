import { defineRoute } from '../contract';
import { myCompanyQuerySchema, myCompanySchema } from '../my-company';

/** 'Mi empresa': the company of the profile's tax id, seen as the market sees it. */
export const MY_COMPANY_ROUTES = {
  show: defineRoute({
    method: 'GET',
    path: '/v1/my_company',
    access: 'access',
    tags: ['empresa'],
    summary:
      'Mi empresa: la empresa del NIF del perfil, su análisis (adjudicaciones por año, competidores) y los contratos suyos y de sus competidores que terminan en los próximos 12 meses',
    querystring: myCompanyQuerySchema,
    response: { 200: myCompanySchema },
  }),
};
