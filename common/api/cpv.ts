import { z } from 'zod';

export const CPV_SEARCH_MAX = 50;

/** The CPV picker: a code prefix (digits, check digit allowed: 45233120-7) or words of the label. */
export const cpvSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  limit: z.coerce.number('Límite no válido').int().min(1).max(CPV_SEARCH_MAX).optional().default(20),
});
export type CpvSearchQuery = z.output<typeof cpvSearchQuerySchema>;

export const cpvEntrySchema = z.object({ code: z.string(), label: z.string() });
export const cpvSearchResponseSchema = z.object({ results: z.array(cpvEntrySchema) });
export type CpvSearchResponse = z.infer<typeof cpvSearchResponseSchema>;
