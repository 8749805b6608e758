/**
 * Word 97 (.doc) files built offline, for the DOC reader: a compound file (OLE2) holding a
 * WordDocument stream — its FIB and the text as one Unicode piece — and a 1Table stream with the
 * piece table. No formatting runs: readers fall back to the default style.
 */

const SECTOR = 512;
const FREE = -1;
const END_OF_CHAIN = -2;
const FAT_SECTOR = -3;
/** Streams this long and over live in ordinary sectors, so no mini stream is needed. */
const MIN_STREAM = 4096;

const padded = (bytes: Uint8Array, size: number) => {
  const out = new Uint8Array(Math.ceil(Math.max(bytes.length, size) / SECTOR) * SECTOR);
  out.set(bytes);
  return out;
};

function directoryEntry(
  name: string,
  type: number,
  child: number,
  right: number,
  start: number,
  size: number,
) {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeInt16LE((name.length + 1) * 2, 64);
  entry.writeInt8(type, 66);
  entry.writeInt8(1, 67); // black
  entry.writeInt32LE(FREE, 68);
  entry.writeInt32LE(right, 72);
  entry.writeInt32LE(child, 76);
  entry.writeInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/** A compound file whose root holds these streams, each padded to at least 4 KB. */
export function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const bodies = Object.values(streams).map((bytes) => padded(bytes, MIN_STREAM));
  const dataSectors = bodies.reduce((n, b) => n + b.length / SECTOR, 0);
  const fatSectors = Math.ceil((dataSectors + 2) / (SECTOR / 4 - 1));
  const dirSector = fatSectors;
  const fat = new Int32Array((fatSectors * SECTOR) / 4).fill(FREE);
  for (let i = 0; i < fatSectors; i++) fat[i] = FAT_SECTOR;
  fat[dirSector] = END_OF_CHAIN;
  const names = Object.keys(streams);
  const entries = [directoryEntry('Root Entry', 5, 1, FREE, END_OF_CHAIN, 0)];
  let next = dirSector + 1;
  bodies.forEach((body, i) => {
    const count = body.length / SECTOR;
    for (let s = 0; s < count; s++) fat[next + s] = s === count - 1 ? END_OF_CHAIN : next + s + 1;
    // The streams hang off the root as a chain of right siblings.
    const right = i + 1 < bodies.length ? i + 2 : FREE;
    entries.push(directoryEntry(names[i]!, 2, FREE, right, next, body.length));
    next += count;
  });
  while (entries.length % 4 !== 0) entries.push(directoryEntry('', 0, FREE, FREE, FREE, 0));
  if (entries.length > 4) throw new Error('one directory sector holds four entries');
  const header = Buffer.alloc(SECTOR);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeInt32LE(fatSectors, 44);
  header.writeInt32LE(dirSector, 48);
  header.writeInt32LE(MIN_STREAM, 56);
  header.writeInt32LE(END_OF_CHAIN, 60);
  header.writeInt32LE(0, 64);
  header.writeInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i++) header.writeInt32LE(i < fatSectors ? i : FREE, 76 + i * 4);
  return new Uint8Array(
    Buffer.concat([
      header,
      Buffer.from(fat.buffer),
      Buffer.concat(entries),
      ...bodies.map((b) => Buffer.from(b)),
    ]),
  );
}

/** Where the text starts in the WordDocument stream, after the FIB. */
const TEXT_OFFSET = 0x400;

/**
 * A .doc of these pages, each a list of paragraphs: paragraphs end in a carriage return and a
 * page ends in a page break, as Word writes them.
 */
export function wordDoc(pages: string[][]): Uint8Array {
  const text = pages.map((paragraphs) => paragraphs.map((p) => `${p}\r`).join('')).join('\f');
  const fib = Buffer.alloc(TEXT_OFFSET);
  fib.writeUInt16LE(0xa5ec, 0); // wIdent
  fib.writeUInt16LE(0xc1, 2); // nFib: Word 97
  fib.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table is 1Table
  fib.writeUInt32LE(TEXT_OFFSET, 0x18); // fcMin
  fib.writeUInt32LE(TEXT_OFFSET + text.length * 2, 0x1c); // fcMac
  fib.writeUInt32LE(text.length, 0x4c); // ccpText
  fib.writeUInt32LE(0, 0x1a2); // fcClx
  const table = Buffer.alloc(21);
  table.writeUInt8(2, 0); // Pcdt
  table.writeUInt32LE(16, 1); // two CPs and one piece descriptor
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt32LE(TEXT_OFFSET, 15); // fc without the 'compressed' bit: UTF-16
  fib.writeUInt32LE(table.length, 0x1a6); // lcbClx
  const document = Buffer.concat([fib, Buffer.from(text, 'utf16le')]);
  return compoundFile({ WordDocument: document, '1Table': table });
}
