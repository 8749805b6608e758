import type JSZip from 'jszip';
import { t } from '../../messages';
import { DocumentReadError, damagedDocument } from './read-error';

/** What one ZIP (or DOCX/ODT, which are ZIPs) may unpack to. */
export interface ZipLimits {
  /** Total uncompressed bytes of all members. */
  maxBytes: number;
  maxMembers: number;
}

export const zipTooBig = (maxBytes: number) =>
  new DocumentReadError(t('documentFetch.zipTooBig', { size: Math.round(maxBytes / 1e6) }));

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * Checks a ZIP's central directory before anything is inflated: the number of entries and the sum
 * of their declared uncompressed sizes against what the allowance has left. A ZIP64 size
 * (0xffffffff) is past any limit we set. Declared sizes can lie, so inflating is capped as well.
 */
export function checkZipDirectory(bytes: Uint8Array, limits: ZipLimits, budget: InflateBudget): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damagedDocument();
  const entries = view.getUint16(end + 10, true);
  if (entries > limits.maxMembers)
    throw new DocumentReadError(t('documentFetch.zipTooManyMembers', { count: limits.maxMembers }));
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== DIRECTORY_ENTRY)
      throw damagedDocument();
    total += view.getUint32(offset + 24, true);
    if (total > budget.remaining) throw zipTooBig(budget.maxBytes);
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
}

/** Unpacked bytes still allowed, shared by every member of a ZIP and of the ZIPs inside it. */
export interface InflateBudget {
  remaining: number;
  readonly maxBytes: number;
}

/**
 * A member's bytes, inflated chunk by chunk and given up as soon as the ZIP's allowance runs out,
 * whatever size its directory declared.
 */
export function inflateCapped(entry: JSZip.JSZipObject, budget: InflateBudget): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      budget.remaining -= chunk.length;
      if (budget.remaining < 0) {
        stream.pause();
        stream.removeAllListeners();
        reject(zipTooBig(budget.maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    stream.on('error', reject);
  });
}
