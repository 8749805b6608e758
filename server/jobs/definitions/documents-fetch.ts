import { z } from 'zod';
import { documentFetchDeps } from '../../documents/document-fetch-deps';
import { fetchTenderDocuments } from '../../documents/fetch-tender-documents';
import { defineJob } from '../job';

export const DOCUMENTS_FETCH_JOB = 'documents.fetch';

/** Downloads what is due of one tender's documents (asked for on its page, or by the scheduler). */
export const documentsFetchJob = defineJob({
  name: DOCUMENTS_FETCH_JOB,
  payload: z.object({ project_id: z.number().int().min(1) }).strict(),
  // Up to ~20 documents of 50 MB each, paced per host.
  timeLimitSeconds: 30 * 60,
  async handler({ project_id }, { db, config, log }) {
    const result = await fetchTenderDocuments(db, documentFetchDeps(config), project_id);
    if (result.overBudget) log.warn({ projectId: project_id }, 'daily document budget spent');
    log.info({ projectId: project_id, ...result }, 'tender documents fetched');
  },
});
