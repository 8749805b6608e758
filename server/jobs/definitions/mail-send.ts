import { z } from 'zod';
import { writeThroughOutage } from '../../db/connection-errors';
import { bringForwardWaitingMail, claimDueMail, markFailed, markSent, releaseMail } from '../../mail/outbox';
import { createMailTransport } from '../../mail/transport';
import { defineJob } from '../job';

export const MAIL_SEND_JOB = 'mail.send';
const BATCH = 50;

/**
 * Delivers the outbox. Enqueued right after a message is written, and every minute as a
 * safety net for retries and for messages written while no worker ran.
 */
export const mailSendJob = defineJob({
  name: MAIL_SEND_JOB,
  payload: z.object({}).strict(),
  schedule: () => '* * * * *',
  async handler(_payload, { db, config, log }) {
    const transport = createMailTransport(config, log);
    // The first delivery of a run tells SMTP works: what waits after failures is brought forward.
    let delivered = false;
    try {
      for (;;) {
        const rows = await claimDueMail(db, BATCH);
        let reorder = false;
        for (const [index, row] of rows.entries()) {
          try {
            await transport.send(row);
          } catch (err) {
            const outcome = await markFailed(db, row, err instanceof Error ? err.message : String(err));
            if (outcome === 'given_up')
              log.error(
                { err, outboxId: row.id, attempts: row.attempts },
                'e-mail given up after days of retries',
              );
            else
              log.warn(
                { err, outboxId: row.id, attempts: row.attempts },
                'e-mail delivery failed; will retry',
              );
            continue;
          }
          // Delivered: recorded even across a database restart, or the message would go out again.
          await writeThroughOutage(() => markSent(db, row.id));
          if (delivered) continue;
          delivered = true;
          const waiting = await bringForwardWaitingMail(db);
          if (waiting > 0) {
            log.info({ waiting }, 'SMTP delivers again: messages waiting for a retry are due now');
            // The rest of this batch goes back, to be claimed again in order with those brought forward.
            await releaseMail(
              db,
              rows.slice(index + 1).map((r) => r.id),
            );
            reorder = true;
            break;
          }
        }
        if (!reorder && rows.length < BATCH) break;
      }
    } finally {
      transport.close();
    }
  },
});
