import { z } from 'zod';

/** How often the e-mail about an alert or a follow goes out; new ones default to daily. */
export const MAILING_FREQUENCIES = ['daily', 'weekly', 'no_email'] as const;
export type MailingFrequency = (typeof MAILING_FREQUENCIES)[number];
export const mailingFrequencySchema = z.enum(MAILING_FREQUENCIES);
