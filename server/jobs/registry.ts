import { heartbeatJob } from './definitions/heartbeat';
import { mailSendJob } from './definitions/mail-send';
import { placspSyncJob } from './definitions/placsp-sync';
import type { JobDefinition } from './job';

/** Every job the worker runs. A new job is one file in definitions/ plus one line here. */
export const jobs: JobDefinition[] = [heartbeatJob, mailSendJob, placspSyncJob];
