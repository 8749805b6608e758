import { z } from 'zod';

/**
 * GET /v1/alerts/{id}/feed.atom?token=…: feed readers send no session, so the token in the
 * address is the credential. Any text is accepted here: one that is not the alert's live token is a 404.
 */
export const alertFeedQuerySchema = z.object({ token: z.string().max(200) });

/** POST /v1/alerts/{id}/feed/rotate: the alert's new feed address (the old one stops working). */
export const alertFeedUrlSchema = z.object({ feed_url: z.string() });

/** The media type of an Atom feed. */
export const ATOM_TYPE = 'application/atom+xml; charset=utf-8';
