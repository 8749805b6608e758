import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like, sql } from 'drizzle-orm';
import { runCommand } from '../../server/cli/run-command';
import { projectSubscriptions, projects, users } from '../../server/db/schema';
import { documentFetchDeps } from '../../server/documents/document-fetch-deps';
import { fetchTenderDocuments } from '../../server/documents/fetch-tender-documents';
import { textPdf } from '../../server/test/pliegos/build-pliego';
import { pcapPages, rectifiedPcapPages } from '../../server/test/pliegos/rectified-pliego';

// node --import tsx e2e/support/document-change-cli.ts <email> <entry number> <document id>
// The account follows an imported tender whose publisher (a loopback site at the entry's own
// document URIs) serves its PCAP, then a rectified PCAP a day later: the real documents job
// fetches and reads both, and tells the follower. Run before the browser test's server starts
// (the embedded database admits one process), with DOCUMENT_FETCH_ALLOW_LOOPBACK on.
const [email = '', entry = '', documentId = ''] = process.argv.slice(2);

await runCommand(async ({ database, config }) => {
  const { db } = database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [tender] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.entryId, `%/${entry}`));
  if (!user || !tender) throw new Error(`no account ${email} or tender ${entry}`);
  await db.insert(projectSubscriptions).values({ userId: user.id, projectId: tender.id });

  let pcap = await textPdf(pcapPages());
  const site = http.createServer((req, res) => {
    const id = new URL(req.url ?? '/', 'http://x').searchParams.get('DocumentIdParam');
    if (id === documentId) res.writeHead(200, { 'content-type': 'application/pdf' }).end(pcap);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await db.execute(
    sql`update projects set data = replace(data::text, 'https://contrataciondelestado.es', ${origin})::jsonb
        where id = ${tender.id}`,
  );
  const deps = documentFetchDeps(config);
  await fetchTenderDocuments(db, deps, tender.id);
  pcap = await textPdf(rectifiedPcapPages());
  // A day later the copy is due to be checked again.
  await db.execute(sql`update tender_documents set fetched_at = fetched_at - interval '2 days'`);
  await fetchTenderDocuments(db, deps, tender.id);
  await new Promise((resolve) => site.close(resolve));
});
