import { eq } from 'drizzle-orm';
import { companyProfileBodySchema } from '../../common/api/company-profile';
import { runCommand } from '../../server/cli/run-command';
import { companyProfiles, users } from '../../server/db/schema';

// node --import tsx e2e/support/company-profile-cli.ts <email> '<profile JSON>'
// The own company profile of an existing account without a licence, as its page would save it;
// a browser test's server runs it before it starts (the embedded database admits one process).
const [email = '', json = '{}'] = process.argv.slice(2);

await runCommand(async ({ database }) => {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  const profile = companyProfileBodySchema.parse(JSON.parse(json));
  await database.db.insert(companyProfiles).values({
    userId: user.id,
    taxId: profile.tax_id,
    classifications: profile.classifications,
    turnover: profile.turnover,
    certificates: profile.certificates,
  });
});
