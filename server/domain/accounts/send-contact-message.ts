import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { contactMessageMail } from '../../mail/templates/contact-message';

/** The contact form reaches the product's contact address; replies go to the sender. */
export async function sendContactMessage(
  db: Db,
  config: Config,
  input: { name: string; email: string; message: string },
): Promise<void> {
  await enqueueMail(db, config.contactEmail, contactMessageMail, input, { replyTo: input.email });
}
