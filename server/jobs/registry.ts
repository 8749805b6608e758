import { boeSyncJob } from './definitions/boe-sync';
import { documentsFetchJob } from './definitions/documents-fetch';
import { documentsScheduleJob } from './definitions/documents-schedule';
import { followRemindersJob } from './definitions/follow-reminders';
import { heartbeatJob } from './definitions/heartbeat';
import { mailDigestDailyJob } from './definitions/mail-digest-daily';
import { mailDigestWeeklyJob } from './definitions/mail-digest-weekly';
import { mailSendJob } from './definitions/mail-send';
import { monitorMatchJob } from './definitions/monitor-match';
import { monitorRenewalsJob } from './definitions/monitor-renewals';
import { placspSyncJob } from './definitions/placsp-sync';
import { rateLimitsPruneJob } from './definitions/rate-limits-prune';
import { subscriptionsExpireJob } from './definitions/subscriptions-expire';
import type { JobDefinition } from './job';

/** Every job the worker runs. A new job is one file in definitions/ plus one line here. */
export const jobs: JobDefinition[] = [
  heartbeatJob,
  mailSendJob,
  mailDigestDailyJob,
  mailDigestWeeklyJob,
  placspSyncJob,
  monitorMatchJob,
  followRemindersJob,
  monitorRenewalsJob,
  boeSyncJob,
  subscriptionsExpireJob,
  rateLimitsPruneJob,
  documentsFetchJob,
  documentsScheduleJob,
];
