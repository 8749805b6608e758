import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TRIAL_DAYS } from '../common/api/user';
import { FEED_CODES, FEEDS, type FeedCode, feedUrlSetting, PLACSP_SYNDICATION } from '../common/feeds';

/**
 * The only module that reads process.env. Parsed once, typed, and failing fast with a
 * message that names every wrong variable, so a misconfigured deployment never half-starts.
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

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

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

const configSchema = z.object({
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
const STRIPE_REQUIRED = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_TAX_RATE',
] as const;

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /** Which proxies' X-Forwarded-For gives the client address (false: the socket's). */
  trustProxy: TrustProxy;
  /** Signed-out requests that send mail, per hour (0: no limit). */
  mailLimits: {
    signUp: { perEmail: number; perAddress: number };
    passwordReset: { perEmail: number; perAddress: number };
    contact: { perAddress: number };
  };
  logLevel: string;
  logPretty: boolean;
  databaseUrl: string | undefined;
  /** Streaming replicas of DATABASE_URL that answer search, tender, party, publication and CPV reads. */
  databaseReadUrls: string[];
  dataDir: string;
  /** Memory for the tender search answers shared by all users of a web process (0: no cache). */
  searchCacheBytes: number;
  roles: { web: boolean; worker: boolean };
  appDistDir: string;
  heartbeatCron: string;
  mail: {
    /** SMTP server; when unset every message is written to `<dataDir>/outbox/` instead. */
    smtpUrl: string | undefined;
    from: string;
    outboxDir: string;
    /** Crons (Europe/Madrid) of the daily and weekly notification digests; undefined when `off`. */
    digestCron: { daily: string | undefined; weekly: string | undefined };
  };
  contactEmail: string;
  /** Free days of tender access a new account starts with (15 unless set; 0: none). */
  trialDays: number;
  /** Folder with cpv/cpv.csv, loaded at start when the catalogue is empty. */
  referenceDir: string | undefined;
  placsp: {
    /** Head page of each followed feed. */
    feedUrls: Record<FeedCode, string>;
    /** Cron (Europe/Madrid) of the live sync; `off` disables it. */
    syncCron: string | undefined;
    /** How far back one sync may walk through `next` links (history is loaded with `npm run import`). */
    maxPages: number;
  };
  /** Load the demonstration set on a first start with PLACSP unreachable. */
  demoData: boolean;
  /** Card billing through Stripe; undefined without STRIPE_SECRET_KEY (the /stripe calls answer 503). */
  stripe: StripeConfig | undefined;
  /** Where stored documents ({source}/{id}/{id}.json and .html) live. */
  documents: DocumentStoreConfig;
  boe: {
    /** The BOE's host: summaries at {url}/datosabiertos/api/boe/sumario/AAAAMMDD, items at {url}/diario_boe/xml.php?id=… */
    url: string;
    /** Cron (Europe/Madrid) of the daily sync; `off` disables it. */
    syncCron: string | undefined;
    /** Summary section codes imported (5A: V-A, public procurement). */
    sections: string[];
  };
};

export type DocumentStoreConfig =
  | { backend: 'local'; dir: string }
  | {
      backend: 's3';
      /** An S3-compatible endpoint (MinIO, R2…); undefined for AWS itself. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface StripeConfig {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string;
  /** Volume-tiered prices set up in Stripe like common/pricing.ts, one per billing frequency. */
  prices: { monthly: string; yearly: string };
  /** The 21 % VAT tax rate added to every invoice. */
  taxRate: string;
  /** Another API host than api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración no válida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  const c = parsed.data;
  if (c.DOCUMENT_STORE === 's3' && !c.S3_BUCKET)
    throw new ConfigError(['S3_BUCKET: obligatorio cuando DOCUMENT_STORE=s3']);
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY))
    throw new ConfigError(['S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY: se indican los dos o ninguno']);
  if (c.DATABASE_READ_URL && !c.DATABASE_URL)
    throw new ConfigError(['DATABASE_READ_URL: requiere DATABASE_URL (las réplicas son de PostgreSQL)']);
  const missingStripe = c.STRIPE_SECRET_KEY ? STRIPE_REQUIRED.filter((name) => !c[name]) : [];
  if (missingStripe.length) {
    throw new ConfigError(
      missingStripe.map((name) => `${name}: obligatorio cuando STRIPE_SECRET_KEY está definido`),
    );
  }
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    trustProxy: c.TRUST_PROXY,
    mailLimits: {
      signUp: { perEmail: c.LIMIT_SIGN_UP_PER_EMAIL, perAddress: c.LIMIT_SIGN_UP_PER_ADDRESS },
      passwordReset: {
        perEmail: c.LIMIT_PASSWORD_RESET_PER_EMAIL,
        perAddress: c.LIMIT_PASSWORD_RESET_PER_ADDRESS,
      },
      contact: { perAddress: c.LIMIT_CONTACT_PER_ADDRESS },
    },
    logLevel: c.LOG_LEVEL,
    logPretty: c.LOG_PRETTY ?? Boolean(process.stdout.isTTY),
    databaseUrl: c.DATABASE_URL,
    databaseReadUrls: c.DATABASE_READ_URL ?? [],
    dataDir: path.resolve(c.DATA_DIR),
    searchCacheBytes: c.SEARCH_CACHE_MB * 1024 * 1024,
    roles: { web: c.ROLES.includes('web'), worker: c.ROLES.includes('worker') },
    appDistDir: path.resolve(c.APP_DIST_DIR),
    heartbeatCron: c.HEARTBEAT_CRON,
    mail: {
      smtpUrl: c.SMTP_URL,
      from: c.MAIL_FROM,
      outboxDir: path.join(path.resolve(c.DATA_DIR), 'outbox'),
      digestCron: { daily: c.MAIL_DIGEST_DAILY_CRON, weekly: c.MAIL_DIGEST_WEEKLY_CRON },
    },
    contactEmail: c.CONTACT_EMAIL,
    trialDays: c.TRIAL_DAYS,
    referenceDir: c.REFERENCE_DIR ? path.resolve(c.REFERENCE_DIR) : undefined,
    placsp: {
      feedUrls: Object.fromEntries(FEED_CODES.map((feed) => [feed, c[feedUrlSetting(feed)]])) as Record<
        FeedCode,
        string
      >,
      syncCron: c.PLACSP_SYNC_CRON === 'off' ? undefined : c.PLACSP_SYNC_CRON,
      maxPages: c.PLACSP_SYNC_MAX_PAGES,
    },
    demoData: c.DEMO_DATA === 'auto',
    stripe: c.STRIPE_SECRET_KEY
      ? {
          secretKey: c.STRIPE_SECRET_KEY,
          publishableKey: c.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
          prices: { monthly: c.STRIPE_PRICE_MONTHLY!, yearly: c.STRIPE_PRICE_YEARLY! },
          taxRate: c.STRIPE_TAX_RATE!,
          api: c.STRIPE_API_URL ? apiHost(c.STRIPE_API_URL) : undefined,
        }
      : undefined,
    documents:
      c.DOCUMENT_STORE === 's3'
        ? {
            backend: 's3',
            endpoint: c.S3_ENDPOINT,
            region: c.S3_REGION,
            bucket: c.S3_BUCKET!,
            credentials:
              c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
                : undefined,
            // S3-compatible servers usually want /bucket/key; AWS itself takes bucket.host.
            forcePathStyle: c.S3_FORCE_PATH_STYLE ?? Boolean(c.S3_ENDPOINT),
          }
        : {
            backend: 'local',
            dir: path.resolve(c.DOCUMENTS_DIR ?? path.join(c.DATA_DIR, 'documents')),
          },
    boe: {
      url: c.BOE_URL.replace(/\/+$/, ''),
      syncCron: c.BOE_SYNC_CRON,
      sections: c.BOE_SECTIONS,
    },
  };
}

function apiHost(url: string): NonNullable<StripeConfig['api']> {
  const u = new URL(url);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { host: u.hostname, port: Number(u.port) || (protocol === 'http' ? 80 : 443), protocol };
}

let cached: Config | undefined;

/** Reads `.env` (when present) and the environment once; later calls return the same object. */
export function loadConfig(): Config {
  if (!cached) {
    if (existsSync('.env')) process.loadEnvFile('.env');
    cached = parseConfig(process.env);
  }
  return cached;
}
