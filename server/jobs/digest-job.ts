import { z } from 'zod';
import type { Config } from '../config';
import { type DigestFrequency, sendDigests } from '../domain/notifications/send-digests';
import { mailSendJob } from './definitions/mail-send';
import { defineJob } from './job';

/**
 * The job that e-mails the `frequency` digest. Users are e-mailed one by one: a failure is logged
 * and fails the run (pg-boss retries it) without holding back the others' messages.
 */
export function defineDigestJob(
  name: string,
  frequency: DigestFrequency,
  schedule: (config: Config) => string | undefined,
) {
  return defineJob({
    name,
    payload: z.object({}).strict(),
    schedule,
    // A run started by hand while the scheduled one runs would only wait on the same rows.
    policy: 'singleton',
    // One message per user, written one by one: thousands of users take minutes.
    timeLimitSeconds: 60 * 60,
    async handler(_payload, { db, config, log, send }) {
      const run = await sendDigests(db, { frequency, publicUrl: config.publicUrl });
      log.info(
        { ...run, failures: run.failures.length },
        `${frequency} notification digest written to the outbox`,
      );
      // Deliver now rather than at mail.send's next minute; that schedule still catches it otherwise.
      if (run.mailed > 0) await send?.(mailSendJob, {});
      if (run.failures.length) {
        for (const failure of run.failures) log.warn(failure, 'notification digest could not be written');
        throw new Error(
          `Resumen ${frequency} fallido para ${run.failures.length} ${run.failures.length === 1 ? 'usuario' : 'usuarios'}`,
        );
      }
    },
  });
}
