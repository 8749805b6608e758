import { describe, expect, it } from 'vitest';
import { acceptableContentType, DOCUMENT_TYPES, sniffType } from './sniff-type';

/** A zip's first local file header (30 bytes) followed by its member's name and stored bytes. */
const zipWith = (member: string, rest = '') =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from(member + rest, 'latin1'),
  ]);

describe('sniffType', () => {
  it('knows the kept kinds by their bytes', () => {
    expect(sniffType(Buffer.from('%PDF-1.4\n'))).toBe(DOCUMENT_TYPES.pdf);
    expect(sniffType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe(
      DOCUMENT_TYPES.doc,
    );
    expect(sniffType(zipWith('mimetype', DOCUMENT_TYPES.odt))).toBe(DOCUMENT_TYPES.odt);
    expect(sniffType(zipWith('[Content_Types].xml', '...word/document.xml'))).toBe(DOCUMENT_TYPES.docx);
    expect(sniffType(zipWith('PCAP.pdf'))).toBe(DOCUMENT_TYPES.zip);
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffType(Buffer.from('<!DOCTYPE html><title>PCAP.pdf</title>'))).toBeNull();
    expect(sniffType(Buffer.from('PK'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});

describe('acceptableContentType', () => {
  it('takes the kept types and the generic ones, parameters aside, and no header', () => {
    expect(acceptableContentType('application/pdf')).toBe(true);
    expect(acceptableContentType('Application/Octet-Stream; name="PCAP.pdf"')).toBe(true);
    expect(acceptableContentType(undefined)).toBe(true);
    expect(acceptableContentType('text/html; charset=utf-8')).toBe(false);
    expect(acceptableContentType('image/jpeg')).toBe(false);
  });
});
