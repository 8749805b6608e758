import { z } from 'zod';
import { createDueReminders } from '../../monitor/create-reminders';
import { defineJob } from '../job';

export const FOLLOW_REMINDERS_JOB = 'follow.reminders';

/**
 * The reminders of followed tenders, every morning at 06:30 Madrid: before the 07:00 daily
 * digest, which then carries the reminders due that day.
 */
export const followRemindersJob = defineJob({
  name: FOLLOW_REMINDERS_JOB,
  payload: z.object({}).strict(),
  schedule: () => '30 6 * * *',
  policy: 'singleton',
  async handler(_payload, { db, log }) {
    const created = await createDueReminders(db);
    if (created) log.info({ created }, 'follow reminders created');
  },
});
