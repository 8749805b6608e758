import { describe, expect, it } from 'vitest';
import { pliegoDocx, textPdf, zipOf } from '../../test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../../test/pliegos/pliego-text';
import { DOCUMENT_TYPES, readDocument } from './read-document';

const limits = (maxBytes: number, maxMembers = 50) => ({ zip: { maxBytes, maxMembers } });

/** The ZIP with every central-directory entry claiming `size` uncompressed bytes, as a bomb may. */
function lyingAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 4 <= bytes.length; i++)
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  return bytes;
}

describe('ZIP limits', () => {
  it('refuses a ZIP whose directory declares more unpacked bytes than allowed, before inflating', async () => {
    const zip = await zipOf({ 'a.pdf': new Uint8Array(3_000_000), 'b.pdf': new Uint8Array(3_000_000) });
    expect(zip.length).toBeLessThan(100_000);
    await expect(readDocument(zip, DOCUMENT_TYPES.zip, limits(5_000_000))).rejects.toThrow(
      'El ZIP descomprimido ocupa más de 5 MB',
    );
  });

  it('stops inflating once the allowance runs out, whatever the directory says', async () => {
    const zip = lyingAboutSizes(await zipOf({ 'anexo.pdf': new Uint8Array(20_000_000) }), 1000);
    await expect(readDocument(zip, DOCUMENT_TYPES.zip, limits(2_000_000))).rejects.toThrow(
      'El ZIP descomprimido ocupa más de 2 MB',
    );
  });

  it('shares the allowance with the ZIPs inside', async () => {
    const pdf = await textPdf(['Anexo I: modelo de oferta '.repeat(200)]);
    const zip = await zipOf({
      'a.zip': await zipOf({ 'anexo.pdf': pdf }),
      'b.zip': await zipOf({ 'planos.pdf': new Uint8Array(1_000_000) }),
    });
    // Each inner ZIP is within the limit; both together are not.
    await expect(readDocument(zip, DOCUMENT_TYPES.zip, limits(1_000_000 + pdf.length / 2))).rejects.toThrow(
      'El ZIP descomprimido ocupa más de 1 MB',
    );
  });

  it('refuses a ZIP with too many members', async () => {
    const pdf = await textPdf(['Anexo']);
    const zip = await zipOf(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`anexo${i}.pdf`, pdf])));
    await expect(readDocument(zip, DOCUMENT_TYPES.zip, limits(10_000_000, 5))).rejects.toThrow(
      'El ZIP tiene más de 5 archivos',
    );
    expect((await readDocument(zip, DOCUMENT_TYPES.zip, limits(10_000_000, 6))).members).toHaveLength(6);
  });

  it('checks a DOCX, a ZIP inside, the same way', async () => {
    const docx = await pliegoDocx(PLIEGO_SPECS[0]!);
    await expect(readDocument(docx, DOCUMENT_TYPES.docx, limits(1_000))).rejects.toThrow(
      'El ZIP descomprimido ocupa más de 0 MB',
    );
  });
});
