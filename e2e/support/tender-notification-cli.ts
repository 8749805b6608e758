import { eq, like } from 'drizzle-orm';
import { runCommand } from '../../server/cli/run-command';
import { notifications, projects, users } from '../../server/db/schema';

// node --import tsx e2e/support/tender-notification-cli.ts <email> <entry number>
// An inbox notification of an existing account about an imported tender, as an alert's match
// leaves it; a browser test's server runs it before it starts.
const [email = '', entry = ''] = process.argv.slice(2);

await runCommand(async ({ database }) => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [tender] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(like(projects.entryId, `%/${entry}`));
  if (!user || !tender) throw new Error(`no account ${email} or tender ${entry}`);
  await database.db.insert(notifications).values({
    userId: user.id,
    projectId: tender.id,
    noticeableType: 'Procurement::Project',
    notificationTypes: ['alert'],
  });
});
