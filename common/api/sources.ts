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

/** GET /v1/sources/status: what the «Última actualización: …» indicator shows. */
export const sourcesStatusSchema = z.object({
  /** Latest successful sync of any feed; null before the first one. */
  last_update: z.iso.datetime().nullable(),
  /** True while the stored tenders are the generated demonstration set, not PLACSP's. */
  demo: z.boolean(),
  feeds: z.array(feedStatusSchema),
});
export type SourcesStatus = z.infer<typeof sourcesStatusSchema>;
