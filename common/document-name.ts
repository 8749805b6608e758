/** The last segment of a document's address, decoded ("PCAP.pdf"); '' when there is none. */
export function fileNameOf(uri: string | null): string {
  if (!uri) return '';
  try {
    const segment = new URL(uri).pathname.split('/').filter(Boolean).at(-1) ?? '';
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/**
 * What a document is called: its name, else its string_id, else the file name from its uri.
 * Shared by the tender page and the notifications of added or removed documents.
 */
export function documentName(doc: {
  name: string | null;
  string_id: string | null;
  uri: string | null;
}): string {
  return doc.name?.trim() || doc.string_id?.trim() || fileNameOf(doc.uri);
}
