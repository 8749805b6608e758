import type { DocumentGroups, PlacspDocument } from '../../db/tender-data';
import { httpUrl } from './values';
import { at, attrOf, child, childrenOf, textAt, type XmlElement } from './xml';

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  docm: 'application/vnd.ms-word.document.macroEnabled.12',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xlsm: 'application/vnd.ms-excel.sheet.macroEnabled.12',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
  p7s: 'application/pkcs7-signature',
  xsig: 'application/xml',
};

/** PLACSP publishes no MIME types: derive one from the first name that has a known extension. */
export function mimeTypeOf(...names: Array<string | null>): string | null {
  for (const name of names) {
    const ext = name && /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
    const mime = ext ? MIME_TYPES[ext] : undefined;
    if (mime) return mime;
  }
  return null;
}

/**
 * Any CODICE document reference: ID + Attachment/ExternalReference (URI, FileName, hash), its type,
 * and the date it was published on when the feed gives one (notice attachments only).
 */
export function readDocumentReference(ref: XmlElement, issueDate: string | null = null): PlacspDocument {
  const external = at(ref, 'cac:Attachment', 'cac:ExternalReference');
  const stringId = textAt(ref, 'cbc:ID');
  const fileName = textAt(external, 'cbc:FileName');
  const typeCode = child(ref, 'cbc:DocumentTypeCode');
  return {
    // General documents carry a UUID-like ID and a readable FileName; pliegos only an ID.
    name: fileName ?? stringId,
    stringId,
    uri: httpUrl(textAt(external, 'cbc:URI')),
    mimeType: mimeTypeOf(fileName, stringId),
    typeCode: textAt(ref, 'cbc:DocumentTypeCode'),
    // PLACSP names the notice attachments' types ("Documento de Acta de Adjudicación").
    typeName: attrOf(typeCode, 'name'),
    issueDate,
    hash: textAt(external, 'cbc:DocumentHash'),
  };
}

/** The folder's pliegos and general documents; notice attachments are added by the notices reader. */
export function readDocuments(cfs: XmlElement, noticeAttachments: PlacspDocument[]): DocumentGroups {
  const refs = (key: string) => childrenOf(cfs, key).map((ref) => readDocumentReference(ref));
  return {
    general: childrenOf(cfs, 'cac-place-ext:GeneralDocument').flatMap((general) => {
      // A peer also saw plain cac:DocumentReference inside GeneralDocument.
      const ref =
        child(general, 'cac-place-ext:GeneralDocumentDocumentReference') ??
        child(general, 'cac:DocumentReference');
      return ref ? [readDocumentReference(ref)] : [];
    }),
    legal: refs('cac:LegalDocumentReference'),
    technical: refs('cac:TechnicalDocumentReference'),
    additional: refs('cac:AdditionalDocumentReference'),
    notices: noticeAttachments,
  };
}
