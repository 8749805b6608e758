/**
 * The PLACSP syndication feeds this app follows, each the one feed of a tender source. A fourth
 * feed starts here (code, source, official name, address, share of the demonstration set); the
 * importer learns to recognise it in server/ingest/placsp/feeds.ts, its setting is
 * `PLACSP_URL_<code>`, and its source's user-facing labels live in common/i18n (search, alerts).
 */
export const FEEDS = {
  '643': {
    source: 'placsp',
    name: 'Licitaciones de perfiles del contratante',
    path: 'sindicacion_643/licitacionesPerfilesContratanteCompleto3.atom',
    /** Entries in the demonstration set: enough to search, small enough to load in seconds. */
    demoEntries: 1200,
  },
  '1044': {
    source: 'regional',
    name: 'Plataformas agregadas',
    path: 'sindicacion_1044/PlataformasAgregadasSinMenores.atom',
    demoEntries: 800,
  },
  '1143': {
    source: 'menores',
    name: 'Contratos menores',
    path: 'sindicacion_1143/contratosMenoresPerfilesContratantes.atom',
    demoEntries: 800,
  },
} as const;

export type FeedCode = keyof typeof FEEDS;
export type FeedSource = (typeof FEEDS)[FeedCode]['source'];

export const FEED_CODES = Object.keys(FEEDS) as [FeedCode, ...FeedCode[]];

export const SOURCE_OF_FEED = Object.fromEntries(FEED_CODES.map((feed) => [feed, FEEDS[feed].source])) as {
  [F in FeedCode]: (typeof FEEDS)[F]['source'];
};

export const FEED_OF_SOURCE = Object.fromEntries(
  FEED_CODES.map((feed) => [SOURCE_OF_FEED[feed], feed]),
) as Record<FeedSource, FeedCode>;

/** PLACSP's syndication root: each feed's default address is its `path` under it. */
export const PLACSP_SYNDICATION = 'https://contrataciondelestado.es/sindicacion';

/** The setting that holds a feed's URL. */
export const feedUrlSetting = (feed: FeedCode) => `PLACSP_URL_${feed}` as const;

/** How the admin screens name a feed: its official name and code. */
export const feedLabel = (feed: FeedCode) => `${FEEDS[feed].name} (${feed})`;

export const isFeedCode = (value: string): value is FeedCode => Object.hasOwn(FEEDS, value);
