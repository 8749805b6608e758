import { z } from 'zod';
import { requestDocumentFetch } from '../../documents/tender-documents';
import { tendersToFetch } from '../../documents/tenders-to-fetch';
import { defineJob } from '../job';
import { documentsFetchJob } from './documents-fetch';

export const DOCUMENTS_SCHEDULE_JOB = 'documents.schedule';

/** Hourly: queues a documents.fetch for each followed or alert-matched open tender with something due. */
export const documentsScheduleJob = defineJob({
  name: DOCUMENTS_SCHEDULE_JOB,
  payload: z.object({}).strict(),
  schedule: (config) => config.documentFetch.scheduleCron,
  policy: 'singleton',
  async handler(_payload, { db, log, send }) {
    let queued = 0;
    for (const projectId of await tendersToFetch(db, new Date())) {
      // The same mark as a click on the page: a tender already waiting is not queued twice.
      if (!(await requestDocumentFetch(db, projectId))) continue;
      await send?.(documentsFetchJob, { project_id: projectId });
      queued += 1;
    }
    if (queued) log.info({ queued }, 'tender documents queued');
  },
});
