import { z } from 'zod';
import { FEED_CODES } from '../feeds';

/** Freshness of one followed source: a PLACSP feed, or `boe` (the official bulletin's daily sync). */
export const feedStatusSchema = z.object({
  feed: z.enum([...FEED_CODES, 'boe']),
  last_updated: z.iso.datetime().nullable(),
  last_success_at: z.iso.datetime().nullable(),
  last_error_at: z.iso.datetime().nullable(),
  last_error: z.string().nullable(),
});
export type FeedStatus = z.infer<typeof feedStatusSchema>;

/** A feed is failing when its last attempt failed (no success since the last error). */
export const isFailing = (f: FeedStatus) =>
  f.last_error_at !== null && (f.last_success_at === null || f.last_error_at > f.last_success_at);

/** GET /v1/sources/status: what the freshness line («Datos hasta …») shows. */
export const sourcesStatusSchema = z.object({
  /**
   * How far the stored tenders reach: the later of the last successful PLACSP sync and the newest
   * stored entry (what a file import brought); null while nothing is stored.
   */
  data_until: z.iso.datetime().nullable(),
  /** True while the stored tenders are the generated demonstration set, not PLACSP's. */
  demo: z.boolean(),
  /** Admins only: each source's syncs and last error (details users cannot act on). */
  feeds: z.array(feedStatusSchema).optional(),
});
export type SourcesStatus = z.infer<typeof sourcesStatusSchema>;
