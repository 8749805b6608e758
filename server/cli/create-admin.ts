import { eq } from 'drizzle-orm';
import { passwordSchema } from '../../common/api/auth';
import { users } from '../db/schema';
import { trialEnd } from '../domain/accounts/register-user';
import { hashPassword, normaliseEmail } from '../domain/accounts/secrets';
import { runCommand } from './run-command';

// npm run user:create-admin -- <email> <password>
// The first admin cannot be invited by another admin: this creates it (confirmed, active), or
// promotes an existing account and sets its password.
const [rawEmail, password] = process.argv.slice(2);
if (!rawEmail || !password) {
  console.error('Uso: npm run user:create-admin -- <correo> <contraseña>');
  process.exit(2);
}
const checked = passwordSchema.safeParse(password);
if (!checked.success) {
  console.error(`Error: ${checked.error.issues[0]?.message}`);
  process.exit(2);
}
const email = normaliseEmail(rawEmail);

await runCommand(async ({ database }) => {
  const passwordHash = await hashPassword(password);
  const admin = { role: 'admin' as const, passwordHash, active: true, confirmedAt: new Date() };
  const [promoted] = await database.db.update(users).set(admin).where(eq(users.email, email)).returning();
  if (promoted) {
    console.log(`${email} ahora es administrador.`);
    return;
  }
  await database.db.insert(users).values({ email, name: 'Administrador', trialEndsAt: trialEnd(), ...admin });
  console.log(`Administrador ${email} creado.`);
});
