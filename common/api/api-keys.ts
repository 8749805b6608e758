import { z } from 'zod';
import { dateSchema, idParamSchema } from './fields';
import { API_TEXTS } from './texts';

const T = API_TEXTS.apiKeys;

/**
 * What a key may do: `read` every operation that only reads what its user may read; each write
 * scope the changes of one area. No key reaches admin operations, the account or billing.
 */
export const API_SCOPES = ['read', 'write:follows', 'write:alerts', 'write:pipeline'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Every key starts so: a leaked one is recognisable in logs and by secret scanners. */
export const API_KEY_PREFIX = 'lic_';
/** Most keys one user holds at once (revoked ones do not count). */
export const API_KEY_LIMIT = 20;

/** An IPv4 or IPv6 address, or a network in CIDR notation (192.0.2.0/24, 2001:db8::/32). */
const addressSchema = z
  .string(T.direccionNoValida)
  .trim()
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], T.direccionNoValida));

export const createApiKeyBodySchema = z.object({
  name: z.string(T.nombreObligatorio).trim().min(1, T.nombreObligatorio).max(80, T.nombreLargo),
  /** `read` always; the write scopes as chosen. */
  scopes: z
    .array(z.enum(API_SCOPES, T.ambitoNoValido))
    .max(API_SCOPES.length, T.ambitoNoValido)
    .refine((scopes) => scopes.includes('read'), T.ambitoLecturaObligatorio)
    .transform((scopes) => [...new Set(scopes)]),
  /** The last day the key works (Madrid); none: until revoked. */
  expires_at: dateSchema().nullish(),
  /** Only calls from these addresses or networks are served; none: from anywhere. */
  allowed_addresses: z.array(addressSchema).max(20, T.demasiadasDirecciones).optional().default([]),
});
export type CreateApiKeyBody = z.output<typeof createApiKeyBodySchema>;

const ownerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's start (`lic_` and 8 characters), shown to tell keys apart; the rest is never stored. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  expires_at: z.string().nullable(),
  allowed_addresses: z.array(z.string()),
  last_used_at: z.iso.datetime().nullable(),
  last_used_address: z.string().nullable(),
  /** Calls today (Madrid day). */
  uses_today: z.number().int(),
  created_at: z.iso.datetime(),
  /** Whose key it is: a licence owner also sees their members' keys. */
  owner: ownerSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer that creates (or rotates) a key: the only one that ever carries the key itself. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });

export const apiKeyParamsSchema = z.object({ id: idParamSchema() });
