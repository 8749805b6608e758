import { z } from 'zod';

/**
 * One line of what changed in a replaced document: an amount or date that changed in place
 * (`from` → `to`), or a paragraph added or removed (its text, shortened). `clause` names where
 * it is ('Cláusula 12.2'), null before the first clause.
 */
export const documentDiffLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), clause: z.string().nullable(), from: z.string(), to: z.string() }),
  z.object({ kind: z.enum(['added', 'removed']), clause: z.string().nullable(), text: z.string() }),
]);
export type DocumentDiffLine = z.infer<typeof documentDiffLineSchema>;

/** The first lines of a replaced document's diff, and how many more were left out. */
export const documentDiffSchema = z.object({
  lines: z.array(documentDiffLineSchema),
  more: z.number().int(),
});
export type DocumentDiff = z.infer<typeof documentDiffSchema>;
