import { documentViewerPath, type ShareDocumentResponse } from '../../../common/api/publications';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentShares, type users } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { documentShareMail } from '../../mail/templates/document-share';
import { findPublicationRow } from './get-publication';
import { checkShareAllowance } from './share-allowance';

/**
 * E-mails a link to a stored document to each address (once per distinct address), with the
 * sender's optional message, through the outbox, within the sender's recipients per hour, so
 * the product never becomes a way to send mail to strangers in bulk.
 */
export async function shareDocument(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'> & { licensed: boolean },
  input: { id: string; emails: string[]; message: string },
): Promise<ShareDocumentResponse> {
  const publication = await findPublicationRow(db, input.id);
  const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
  return db.transaction(async (tx) => {
    const createdAt = await checkShareAllowance(tx, user, emails.length);
    await tx
      .insert(documentShares)
      .values({ userId: user.id, publicationId: publication.id, recipients: emails.length, createdAt });
    const params = {
      senderName: user.name || user.email,
      senderEmail: user.email,
      message: input.message,
      title: publication.title,
      department: publication.department,
      date: publication.date,
      identifier: publication.identifier,
      link: `${config.publicUrl}${documentViewerPath(publication.source, publication.identifier)}`,
      pdfUrl: publication.pdf_url,
    };
    for (const to of emails) await enqueueMail(tx, to, documentShareMail, params, { replyTo: user.email });
    return { queued: emails.length };
  });
}
