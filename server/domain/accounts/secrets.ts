import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** A random URL-safe token and the SHA-256 we store instead (tokens are high-entropy: no salt needed). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
