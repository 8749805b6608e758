import { eq } from 'drizzle-orm';
import { passwordSchema } from '../../common/api/auth';
import { users } from '../db/schema';
import { hashPassword, normaliseEmail } from '../domain/accounts/secrets';
import { trialEnd } from '../domain/accounts/trial';
import { t } from '../messages';
import { runCommand } from './run-command';

// npm run user:admin -- <email> [password]
// The first admin cannot be invited by another admin. With only an e-mail this promotes that
// existing account; with a password it also sets it, or creates the account (confirmed, active).
const [rawEmail, password] = process.argv.slice(2);
if (!rawEmail) {
  console.error('Uso: npm run user:admin -- <correo> [contraseña]');
  process.exit(2);
}
if (password !== undefined) {
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) {
    console.error(`Error: ${checked.error.issues[0]?.message}`);
    process.exit(2);
  }
}
const email = normaliseEmail(rawEmail);

await runCommand(async ({ database, config }) => {
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  const admin = {
    role: 'admin' as const,
    active: true,
    confirmedAt: new Date(),
    ...(passwordHash && { passwordHash }),
  };
  const [promoted] = await database.db.update(users).set(admin).where(eq(users.email, email)).returning();
  if (promoted) {
    console.log(t('admin.user.promoted', { email }));
    return;
  }
  if (!passwordHash) {
    console.error(
      `Error: no existe ninguna cuenta con el correo ${email}; indica también una contraseña para crearla.`,
    );
    process.exitCode = 1;
    return;
  }
  await database.db.insert(users).values({
    email,
    name: 'Administrador',
    trialEndsAt: trialEnd(config.trialDays),
    passwordHash,
    ...admin,
  });
  console.log(`Administrador ${email} creado.`);
});
