import { z } from 'zod';
import { expireManualSubscriptions } from '../../domain/subscriptions/expire-manual-subscriptions';
import { defineJob } from '../job';

export const SUBSCRIPTIONS_EXPIRE_JOB = 'subscriptions.expire';

/** Every night at 00:05 Madrid: manual subscriptions whose period ended the day before expire. */
export const subscriptionsExpireJob = defineJob({
  name: SUBSCRIPTIONS_EXPIRE_JOB,
  payload: z.object({}).strict(),
  schedule: () => '5 0 * * *',
  policy: 'singleton',
  async handler(_payload, { db, log }) {
    const expired = await expireManualSubscriptions(db);
    if (expired) log.info({ expired }, 'manual subscriptions expired');
  },
});
