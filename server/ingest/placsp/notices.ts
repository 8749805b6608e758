import type { Notice, PlacspDocument } from '../../db/tender-data';
import { parseDate } from './dates';
import { readDocumentReference } from './documents';
import { at, childrenOf, textAt, type XmlElement } from './xml';

/** Prior-information notices announce a tender before it is published: not its publication. */
const PRIOR_INFORMATION = new Set(['DOC_PIN', 'DOC_PIN_RTL', 'ANUL_PIN', 'ANUL_PIN_RTL']);

export interface NoticesRead {
  notices: Notice[];
  publicationDate: string | null;
  attachments: PlacspDocument[];
}

/**
 * CFS/ValidNoticeInfo: one notice per publication medium (profile, BOE, DOUE…), each with
 * its issue date; publication date = the earliest over all notices but prior-information ones
 * (OpenPLACSP's "Primera publicación").
 */
export function readNotices(cfs: XmlElement): NoticesRead {
  const notices: Notice[] = [];
  const attachments: PlacspDocument[] = [];
  let publicationDate: string | null = null;
  for (const info of childrenOf(cfs, 'cac-place-ext:ValidNoticeInfo')) {
    const typeCode = textAt(info, 'cbc-place-ext:NoticeTypeCode');
    for (const status of childrenOf(info, 'cac-place-ext:AdditionalPublicationStatus')) {
      let issueDate: string | null = null;
      const refs = childrenOf(status, 'cac-place-ext:AdditionalPublicationDocumentReference');
      for (const ref of refs) {
        const date = parseDate(textAt(ref, 'cbc:IssueDate'));
        if (date && (!issueDate || date < issueDate)) issueDate = date;
      }
      // The notice's date sits in a sibling reference: an attachment was published that day.
      for (const ref of refs) {
        if (at(ref, 'cac:Attachment', 'cac:ExternalReference')) {
          attachments.push(readDocumentReference(ref, parseDate(textAt(ref, 'cbc:IssueDate')) ?? issueDate));
        }
      }
      notices.push({ typeCode, mediaName: textAt(status, 'cbc-place-ext:PublicationMediaName'), issueDate });
      const counts = !typeCode || !PRIOR_INFORMATION.has(typeCode);
      if (counts && issueDate && (!publicationDate || issueDate < publicationDate))
        publicationDate = issueDate;
    }
  }
  return { notices, publicationDate, attachments };
}
