import { defineRoute } from '../contract';
import { ocdsRecordPackageSchema, ocdsReleasePackageSchema } from '../ocds';
import { idParamsSchema } from '../procurement-project';

const tags = ['ocds'];

/** A tender in the Open Contracting Data Standard 1.1 (with the lots extension); `ocid` = OCDS_PREFIX + id. */
export const OCDS_ROUTES = {
  releases: defineRoute({
    method: 'GET',
    path: '/v1/ocds/releases/:id',
    access: 'access',
    tags,
    summary:
      'OCDS 1.1: paquete de entregas de una licitación, una por versión publicada (planning, tender, award, contract…)',
    params: idParamsSchema,
    response: { 200: ocdsReleasePackageSchema },
  }),
  records: defineRoute({
    method: 'GET',
    path: '/v1/ocds/records/:id',
    access: 'access',
    tags,
    summary: 'OCDS 1.1: registro de una licitación, con sus entregas y la entrega compilada',
    params: idParamsSchema,
    response: { 200: ocdsRecordPackageSchema },
  }),
};
