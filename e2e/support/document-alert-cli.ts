import { eq, like, sql } from 'drizzle-orm';
import { runCommand } from '../../server/cli/run-command';
import { projects, users } from '../../server/db/schema';
import { matchDocumentAlerts } from '../../server/monitor/match-document-alerts';
import { createAlertRow } from '../../server/test/monitoring-factories';

// node --import tsx e2e/support/document-alert-cli.ts <email> <entry number> <alert name> <words>
// An alert on 'En los pliegos' words, saved before the tender arrived by the live sync, and the
// real re-check that runs once the tender's documents are read (after pliego-text-cli.ts).
const [email = '', entry = '', name = '', words = ''] = process.argv.slice(2);

await runCommand(async ({ database }) => {
  const db = database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [tender] = await db
    .select({ id: projects.id, createdAt: projects.createdAt })
    .from(projects)
    .where(like(projects.entryId, `%/${entry}`));
  if (!user || !tender) throw new Error(`no account ${email} or tender ${entry}`);
  await db.execute(sql`update projects set source_updated_at = now() where id = ${tender.id}`);
  await createAlertRow(db, user.id, {
    name,
    searchTerms: '',
    filters: { document_terms: words },
    createdAt: new Date(tender.createdAt.getTime() - 3_600_000),
  });
  if ((await matchDocumentAlerts(db, tender.id, new Date())) !== 1)
    throw new Error('the alert did not match');
});
