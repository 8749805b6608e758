import { and, count, eq, gt } from 'drizzle-orm';
import {
  documentViewerPath,
  SHARE_MAX_PER_HOUR,
  type ShareDocumentResponse,
} from '../../../common/api/publications';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { documentShares, type users } from '../../db/schema';
import { AppError } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { documentShareMail } from '../../mail/templates/document-share';
import { t } from '../../messages';
import { findPublicationRow } from './get-publication';

const HOUR_MS = 60 * 60_000;

/**
 * E-mails a link to a stored document to each address (once per distinct address), with the
 * sender's optional message, through the outbox. At most SHARE_MAX_PER_HOUR shares per user and
 * hour, so the product never becomes a way to send mail to strangers in bulk.
 */
export async function shareDocument(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  user: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email'>,
  input: { id: string; emails: string[]; message: string },
  now = new Date(),
): Promise<ShareDocumentResponse> {
  const publication = await findPublicationRow(db, input.id);
  const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(documentShares)
      .where(
        and(
          eq(documentShares.userId, user.id),
          gt(documentShares.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((recent?.n ?? 0) >= SHARE_MAX_PER_HOUR)
      throw new AppError('rate_limited', t('errors.publications.shareLimit', { count: SHARE_MAX_PER_HOUR }));
    await tx
      .insert(documentShares)
      .values({ userId: user.id, publicationId: publication.id, recipients: emails.length });
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
