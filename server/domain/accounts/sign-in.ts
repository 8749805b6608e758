import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashPassword, normaliseEmail, verifyPassword } from './secrets';
import { createSession, type SessionHeaders } from './sessions';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

// Verifying against a real hash for unknown accounts keeps response times alike.
const dummyHash = hashPassword('licitaciones-dummy-password');

async function failuresSince(
  db: Db,
  column: typeof signInFailures.email | typeof signInFailures.ip,
  value: string,
) {
  const since = new Date(Date.now() - WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(signInFailures)
    .where(and(eq(column, value), gt(signInFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function signIn(
  db: Db,
  input: { email: string; password: string; client?: string | undefined; ip: string },
): Promise<{ user: typeof users.$inferSelect; session: SessionHeaders }> {
  const email = normaliseEmail(input.email);
  if (
    (await failuresSince(db, signInFailures.email, email)) >= MAX_FAILURES_PER_ACCOUNT ||
    (await failuresSince(db, signInFailures.ip, input.ip)) >= MAX_FAILURES_PER_ADDRESS
  ) {
    throw new AppError(
      'rate_limited',
      'Demasiados intentos de inicio de sesión. Espera 15 minutos y vuelve a intentarlo.',
    );
  }

  const [user] = await db.select().from(users).where(eq(users.email, email));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !ok) {
    await db.insert(signInFailures).values({ email, ip: input.ip });
    throw new AppError('unauthorized', 'Usuario y/o contraseña incorrectos');
  }
  if (!user.confirmedAt) {
    throw new AppError(
      'unauthorized',
      'Tienes que confirmar tu cuenta antes de iniciar sesión. Revisa tu correo.',
    );
  }
  if (!user.active) {
    throw new AppError('unauthorized', 'Tu cuenta está desactivada. Contacta con nosotros para reactivarla.');
  }

  return db.transaction(async (tx) => {
    await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    const session = await createSession(tx, user, input.client);
    return { user: signedIn!, session };
  });
}
