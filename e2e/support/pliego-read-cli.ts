import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { like, sql } from 'drizzle-orm';
import { runCommand } from '../../server/cli/run-command';
import { projects } from '../../server/db/schema';
import { documentFetchDeps } from '../../server/documents/document-fetch-deps';
import { fetchTenderDocuments } from '../../server/documents/fetch-tender-documents';
import { pliegoPdf } from '../../server/test/pliegos/build-pliego';
import { PLIEGO_SPECS } from '../../server/test/pliegos/pliego-text';

// node --import tsx e2e/support/pliego-read-cli.ts <entry number> <DocumentIdParam> <fixture id>
// Fetches and reads an imported tender's documents as the documents job does, its publisher's
// site being a loopback server that answers the given document with the pliego fixture (without
// a classification) and 404 for every other link. Needs DOCUMENT_FETCH_ALLOW_LOOPBACK=true; a
// browser test's server runs it before it starts.
const [entry = '', documentId = '', fixture = ''] = process.argv.slice(2);
const spec = PLIEGO_SPECS.find((s) => s.id === fixture);
if (!spec) throw new Error(`no pliego fixture ${fixture}`);
const pdf = await pliegoPdf({ ...spec, expected: { ...spec.expected, classification: null } });

const site = http.createServer((req, res) => {
  const id = new URL(req.url!, 'http://x').searchParams.get('DocumentIdParam');
  if (id === documentId) res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

await runCommand(async ({ database, config }) => {
  const [tender] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.entryId, `%/${entry}`));
  if (!tender) throw new Error(`no tender ${entry}`);
  await database.db
    .update(projects)
    .set({ data: sql`replace(data::text, 'https://contrataciondelestado.es', ${origin})::jsonb` })
    .where(sql`id = ${tender.id}`);
  await fetchTenderDocuments(database.db, documentFetchDeps(config), tender.id);
});
site.close();
