import { defineDigestJob } from '../digest-job';

export const MAIL_DIGEST_DAILY_JOB = 'mail.digest.daily';

/** Every morning (07:00 Madrid by default): each user's daily notifications in one e-mail. */
export const mailDigestDailyJob = defineDigestJob(
  MAIL_DIGEST_DAILY_JOB,
  'daily',
  (config) => config.mail.digestCron.daily,
);
