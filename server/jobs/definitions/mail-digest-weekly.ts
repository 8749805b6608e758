import { defineDigestJob } from '../digest-job';

export const MAIL_DIGEST_WEEKLY_JOB = 'mail.digest.weekly';

/** Monday mornings (07:00 Madrid by default): each user's weekly notifications in one e-mail. */
export const mailDigestWeeklyJob = defineDigestJob(
  MAIL_DIGEST_WEEKLY_JOB,
  'weekly',
  (config) => config.mail.digestCron.weekly,
);
