import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiScope } from '../../../common/api/api-keys';
import { users } from './accounts';

/**
 * A user's API keys. The key is shown once; only its sha256 is kept, with its first characters
 * (`prefix`) to find the row without hashing every request with argon2 — the key carries 160
 * random bits, so a fast hash is as safe as a slow one here. Revoked keys stay for the audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiScope[]>().notNull(),
    /** The last Madrid day it works; null: until revoked. */
    expiresAt: date('expires_at'),
    /** Addresses or CIDR networks it may be used from; empty: any. */
    allowedAddresses: text('allowed_addresses').array().notNull().default(sql`'{}'::text[]`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('api_keys_prefix_key').on(t.prefix),
    index('api_keys_user_idx').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Calls per key and Madrid day. */
export const apiKeyUses = pgTable(
  'api_key_uses',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);
