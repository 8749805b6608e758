import { z } from 'zod';
import { expireManualLicences } from '../../domain/licences/expire-manual-licences';
import { defineJob } from '../job';

export const SUBSCRIPTIONS_EXPIRE_JOB = 'subscriptions.expire';

/** Every night at 00:05 Madrid: manual subscriptions whose period ended the day before expire. */
export const subscriptionsExpireJob = defineJob({
  name: SUBSCRIPTIONS_EXPIRE_JOB,
  payload: z.object({}).strict(),
  schedule: () => '5 0 * * *',
  policy: 'singleton',
  async handler(_payload, { db, log }) {
    const expired = await expireManualLicences(db);
    if (expired) log.info({ expired }, 'manual subscriptions expired');
  },
});
