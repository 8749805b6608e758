import JSZip from 'jszip';
import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { pagesOfParagraphs } from './normalise-text';
import type { DocumentPage } from './read-document';
import { protectedDocument } from './read-error';

/** Office keeps a password-protected DOCX (or XLSX…) as this stream of a Word 97-like container. */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');

/** Mammoth drops page breaks, so a DOCX's pages are marked first from its XML. */
const PAGE_BREAK_MARK = '\u000c';

/** DOCX: mammoth's raw text, split at the document's explicit page breaks. */
export async function readDocx(bytes: Uint8Array): Promise<DocumentPage[]> {
  const zip = await JSZip.loadAsync(bytes);
  const body = zip.file('word/document.xml');
  if (body) {
    const xml = await body.async('string');
    // A page break becomes its own paragraph holding the mark, so mammoth keeps it as text.
    zip.file(
      'word/document.xml',
      xml.replace(
        /<w:br\s+w:type="page"\s*\/>/g,
        `</w:r></w:p><w:p><w:r><w:t>${PAGE_BREAK_MARK}</w:t></w:r></w:p><w:p><w:r>`,
      ),
    );
  }
  const buffer = await zip.generateAsync({ type: 'nodebuffer' });
  const { value } = await mammoth.extractRawText({ buffer });
  return pagesOfParagraphs(value.split(PAGE_BREAK_MARK).map((part) => part.split(/\n+/)));
}

/**
 * Word 97 (.doc): its body text, cut into pages of about a printed page's length. word-extractor
 * turns page breaks into line ends like any paragraph's, so they cannot be told apart.
 */
export async function readDoc(bytes: Uint8Array): Promise<DocumentPage[]> {
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(ENCRYPTED_PACKAGE))
    throw protectedDocument();
  const document = await new WordExtractor().extract(Buffer.from(bytes));
  return pagesOfParagraphs([document.getBody().split(/\n+/)]);
}

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/**
 * ODT: the paragraphs and headings of content.xml. A paragraph whose automatic style breaks the
 * page before it starts a new page.
 */
export async function readOdt(bytes: Uint8Array): Promise<DocumentPage[]> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file('content.xml')?.async('string')) ?? '';
  const breaking = new Set(
    [
      ...xml.matchAll(
        /<style:style style:name="([^"]+)"[^>]*>(?:(?!<\/style:style>).)*fo:break-before="page"/gs,
      ),
    ].map((m) => m[1]),
  );
  const parts: string[][] = [[]];
  for (const match of xml.matchAll(/<text:(p|h)\b([^>]*?)(?:\/>|>(.*?)<\/text:\1>)/gs)) {
    const style = /text:style-name="([^"]+)"/.exec(match[2] ?? '')?.[1];
    if (style && breaking.has(style) && (parts.at(-1)?.length ?? 0) > 0) parts.push([]);
    const inner = (match[3] ?? '')
      .replace(/<text:(?:tab|line-break)\s*\/>/g, ' ')
      .replace(/<text:s(?:\s+text:c="(\d+)")?\s*\/>/g, (_, n: string | undefined) =>
        ' '.repeat(Number(n ?? 1)),
      )
      .replace(/<[^>]+>/g, '');
    parts.at(-1)?.push(decodeXml(inner));
  }
  return pagesOfParagraphs(parts);
}
