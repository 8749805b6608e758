/** The document kinds we keep, by MIME type. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  zip: 'application/zip',
} as const;

const ALLOWED = new Set<string>(Object.values(DOCUMENT_TYPES));

/** What servers send when they do not say what a file is; the bytes decide then. */
const GENERIC = new Set([
  'application/octet-stream',
  'binary/octet-stream',
  'application/x-download',
  'application/force-download',
  'application/download',
  'application/x-zip-compressed',
  'application/x-pdf',
]);

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The MIME type the bytes show, or null for anything we do not keep. A DOCX and an ODT are zip
 * files: an ODT names its type in its first (stored) member, a DOCX has a `word/` part.
 */
export function sniffType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return DOCUMENT_TYPES.pdf;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return DOCUMENT_TYPES.doc;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
    if (head.startsWith(`mimetype${DOCUMENT_TYPES.odt}`, 30)) return DOCUMENT_TYPES.odt;
    const all = Buffer.from(bytes).toString('latin1');
    if (all.includes('word/document.xml')) return DOCUMENT_TYPES.docx;
    return DOCUMENT_TYPES.zip;
  }
  return null;
}

/** Whether a declared Content-Type (parameters ignored) is one we may trust the bytes over. */
export function acceptableContentType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return !type || ALLOWED.has(type) || GENERIC.has(type);
}
