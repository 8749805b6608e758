import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readPlacspPage } from './page';

// A page that names no feed, with an entry id that names none either (e.g. a hand-made extract).
const page = `<feed xmlns="http://www.w3.org/2005/Atom"><title>extracto</title><entry><id>urn:extracto:1</id>
<updated>2026-01-01T00:00:00Z</updated><title>Servicio de limpieza</title>
<cac-place-ext:ContractFolderStatus xmlns:cac-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2"/>
</entry></feed>`;

async function sources(options: Parameters<typeof readPlacspPage>[1]) {
  const out: string[] = [];
  for await (const item of readPlacspPage(Readable.from([page]), options)) {
    if (item.type === 'entry') out.push(item.entry.source);
    if (item.type === 'rejected') out.push(item.rejection.reason);
  }
  return out;
}

describe('readPlacspPage feed option', () => {
  it('rejects entries of an unnamed feed unless the caller names it', async () => {
    expect(await sources({})).toEqual(['No se reconoce el feed (643, 1044 o 1143) de la entrada']);
    expect(await sources({ feed: '1143' })).toEqual(['1143']);
  });
});
