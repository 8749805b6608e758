import { z } from 'zod';
import { TRIAL_DAYS } from '../common/api/user';
import { FEED_CODES, FEEDS, feedUrlSetting, PLACSP_SYNDICATION } from '../common/feeds';

/**
 * The environment variables the app reads, each with its default and its check. `config.ts`
 * parses them once into the typed settings the rest of the code uses.
 */

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `PLACSP_URL_<code>` for every feed, defaulting to the feed's address on PLACSP. */
const feedUrlSettings = Object.fromEntries(
  FEED_CODES.map((feed) => [
    feedUrlSetting(feed),
    z.url().default(`${PLACSP_SYNDICATION}/${FEEDS[feed].path}`),
  ]),
) as Record<ReturnType<typeof feedUrlSetting>, z.ZodDefault<z.ZodURL>>;

/** A 5-field cron expression (minute hour day month weekday) or `off`, checked here rather than when the worker starts. */
const cron = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => v === 'off' || /^[\d*,/\-A-Za-z]+(\s+[\d*,/\-A-Za-z]+){4}$/.test(v), {
      message: 'debe ser una expresión cron de 5 campos (minuto hora día mes día-de-la-semana) u "off"',
    })
    .transform((v) => (v === 'off' ? undefined : v));

/** Mail a signed-out visitor may cause per hour; 0 switches that limit off. */
const perHour = (fallback: number) => z.coerce.number().int().min(0).max(100_000).default(fallback);

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's trustProxy: `false` (the socket address), `true` (the left-most X-Forwarded-For),
 * a number of proxy hops, or a comma-separated list of the proxies' addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v): TrustProxy => {
    if (/^(true|yes|1)$/i.test(v)) return true;
    if (/^(false|no|0|off)?$/i.test(v)) return false;
    if (/^\d+$/.test(v)) return (_address, hop) => hop < Number(v);
    return v.split(',').map((a) => a.trim());
  });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRUST_PROXY: trustProxy,
  LIMIT_SIGN_UP_PER_EMAIL: perHour(3),
  LIMIT_SIGN_UP_PER_ADDRESS: perHour(10),
  LIMIT_PASSWORD_RESET_PER_EMAIL: perHour(3),
  LIMIT_PASSWORD_RESET_PER_ADDRESS: perHour(10),
  LIMIT_CONTACT_PER_ADDRESS: perHour(5),
  /** Calls one API key may make per minute; 0 switches the limit off. */
  API_KEY_CALLS_PER_MINUTE: z.coerce.number().int().min(0).max(100_000).default(120),
  OCDS_PREFIX: z
    .string()
    .trim()
    .regex(
      /^ocds-[a-z0-9]{6}-$/,
      'debe ser un prefijo OCDS como ocds-abc123- (ocds-, 6 letras o cifras y un guion)',
    )
    .default('ocds-lic000-'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: z.preprocess(emptyAsUndefined, booleanish.optional()),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATABASE_READ_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((s) => s.split(',').map((v) => v.trim()))
      .pipe(z.array(z.url()).min(1))
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  SEARCH_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(32),
  ROLES: z
    .string()
    .default('web,worker')
    .transform((s) => s.split(',').map((r) => r.trim()))
    .pipe(z.array(z.enum(['web', 'worker'])).min(1)),
  APP_DIST_DIR: z.string().default('./dist/app'),
  HEARTBEAT_CRON: z.string().default('* * * * *'),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Licitaciones <no-responder@licitaciones.local>'),
  MAIL_DIGEST_DAILY_CRON: cron('0 7 * * *'),
  MAIL_DIGEST_WEEKLY_CRON: cron('0 7 * * 1'),
  CONTACT_EMAIL: z.email().default('contacto@licitaciones.local'),
  TRIAL_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(TRIAL_DAYS)),
  REFERENCE_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  ...feedUrlSettings,
  PLACSP_SYNC_CRON: z.string().default('*/15 * * * *'),
  PLACSP_SYNC_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(20),
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_MONTHLY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PRICE_YEARLY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_TAX_RATE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Another API host than Stripe's (a mock or a proxy), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DOCUMENT_STORE: z.enum(['local', 's3']).default('local'),
  DOCUMENTS_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanish.optional()),
  /** Lets the document fetcher reach 127.0.0.0/8 (tests only); every other private range stays refused. */
  DOCUMENT_FETCH_ALLOW_LOOPBACK: booleanish.default(false),
  DOCUMENT_FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  /** Pause between two requests to the same host (politeness). */
  DOCUMENT_FETCH_HOST_GAP_MS: z.coerce.number().int().min(0).default(1000),
  /** When followed and alert-matched tenders get their documents queued for fetching. */
  DOCUMENT_FETCH_CRON: cron('20 * * * *'),
  /** Document downloads a day, all tenders together. */
  DOCUMENT_FETCH_DAILY_BUDGET: z.coerce.number().int().min(0).default(2000),
  BOE_URL: z.url().default('https://www.boe.es'),
  // Monday to Saturday (Sundays have no BOE), after the ~07:15 publication.
  BOE_SYNC_CRON: cron('0 9 * * 1-6'),
  BOE_SECTIONS: z
    .string()
    .default('5A')
    .transform((s) => s.split(',').map((v) => v.trim().toUpperCase()))
    .pipe(z.array(z.enum(['1', '2A', '2B', '3', '4', '5A', '5B', '5C', 'T'])).min(1)),
});

/** Everything card billing needs once a secret key is set; missing pieces fail the start. */
export const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_TAX_RATE',
] as const;
