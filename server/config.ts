import { existsSync } from 'node:fs';
import path from 'node:path';
import { FEED_CODES, type FeedCode, feedUrlSetting } from '../common/feeds';
import { configSchema, STRIPE_REQUIRED, type TrustProxy } from './config-env';

/**
 * The only module that reads process.env. Parsed once, typed, and failing fast with a
 * message that names every wrong variable, so a misconfigured deployment never half-starts.
 */
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
  /** Calls one API key may make per minute (0: no limit); more answer 429 with Retry-After. */
  apiKeyCallsPerMinute: number;
  /** What every OCDS ocid starts with (then our tender id). */
  ocdsPrefix: string;
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
  documentFetch: DocumentFetchConfig;
  boe: {
    /** The BOE's host: summaries at {url}/datosabiertos/api/boe/sumario/AAAAMMDD, items at {url}/diario_boe/xml.php?id=… */
    url: string;
    /** Cron (Europe/Madrid) of the daily sync; `off` disables it. */
    syncCron: string | undefined;
    /** Summary section codes imported (5A: V-A, public procurement). */
    sections: string[];
  };
};

export interface DocumentFetchConfig {
  /** 127.0.0.0/8 reachable (tests only). */
  allowLoopback: boolean;
  /** Largest document downloaded; a bigger one is refused while streaming. */
  maxBytes: number;
  /** Pause between the starts of two requests to one host. */
  hostGapMs: number;
  /** Downloads a day, all tenders together. */
  dailyBudget: number;
  /** Cron (Europe/Madrid) of the step that queues followed and alert-matched tenders; `off` disables it. */
  scheduleCron: string | undefined;
}

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
    apiKeyCallsPerMinute: c.API_KEY_CALLS_PER_MINUTE,
    ocdsPrefix: c.OCDS_PREFIX,
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
    documentFetch: {
      allowLoopback: c.DOCUMENT_FETCH_ALLOW_LOOPBACK,
      maxBytes: c.DOCUMENT_FETCH_MAX_BYTES,
      hostGapMs: c.DOCUMENT_FETCH_HOST_GAP_MS,
      dailyBudget: c.DOCUMENT_FETCH_DAILY_BUDGET,
      scheduleCron: c.DOCUMENT_FETCH_CRON,
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
