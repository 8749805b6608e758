/**
 * The PLACSP syndication feeds this app follows, each the one feed of a tender source
 * (`placsp`, `regional`, `menores`). A fourth feed starts here; its URL pattern goes in
 * server/ingest/placsp/feeds.ts and its setting is `PLACSP_URL_<code>`.
 */
export const SOURCE_OF_FEED = { '643': 'placsp', '1044': 'regional', '1143': 'menores' } as const;

export type FeedCode = keyof typeof SOURCE_OF_FEED;
export type FeedSource = (typeof SOURCE_OF_FEED)[FeedCode];

export const FEED_CODES = Object.keys(SOURCE_OF_FEED) as [FeedCode, ...FeedCode[]];

export const FEED_OF_SOURCE = Object.fromEntries(
  FEED_CODES.map((feed) => [SOURCE_OF_FEED[feed], feed]),
) as Record<FeedSource, FeedCode>;

/** The setting that holds a feed's URL. */
export const feedUrlSetting = (feed: FeedCode) => `PLACSP_URL_${feed}` as const;
