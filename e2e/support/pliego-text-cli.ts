import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { runCommand } from '../../server/cli/run-command';
import { projects, tenderDocuments } from '../../server/db/schema';
import { documentKey } from '../../server/documents/fetch-document';
import { readStoredDocument } from '../../server/documents/read-stored-document';
import { syncDocumentLinks } from '../../server/documents/sync-document-links';
import { createFileStore } from '../../server/files/create-file-store';
import { textPdf } from '../../server/test/pliegos/build-pliego';

// node --import tsx e2e/support/pliego-text-cli.ts <entry number> <pages as JSON>
// The tender's first legal document (its PCAP) as if fetched: a PDF of these pages stored and
// read by the real reader, so 'En los pliegos' finds it. PLACSP itself is unreachable here.
const [entry = '', pagesJson = '[]'] = process.argv.slice(2);

await runCommand(async ({ database, config }) => {
  const db = database.db;
  const [tender] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.entryId, `%/${entry}`));
  if (!tender) throw new Error(`no tender ${entry}`);
  await syncDocumentLinks(db, tender.id);
  const [doc] = await db
    .select({ id: tenderDocuments.id })
    .from(tenderDocuments)
    .where(and(eq(tenderDocuments.projectId, tender.id), eq(tenderDocuments.type, 'legal')))
    .orderBy(tenderDocuments.id);
  if (!doc) throw new Error(`tender ${entry} links no legal document`);
  const bytes = await textPdf(JSON.parse(pagesJson) as string[]);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const store = createFileStore(config.documents);
  await store.putBytes(documentKey(sha256), bytes, 'application/pdf');
  await db
    .update(tenderDocuments)
    .set({ status: 'ok', sha256, mimeType: 'application/pdf', size: bytes.length, fetchedAt: new Date() })
    .where(eq(tenderDocuments.id, doc.id));
  await readStoredDocument(db, store, doc.id, new Date());
});
