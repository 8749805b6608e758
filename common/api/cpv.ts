import { z } from 'zod';
import { API_TEXTS, fillText } from './texts';

export const CPV_SEARCH_MAX = 50;
/** Codes named at once (`codes`): as many as a search filter holds. */
export const CPV_CODES_MAX = 200;

/** One code as typed or pasted: 8 digits, with or without its check digit (45233120-7). */
export const CPV_CODE_TEXT = /^(\d{8})(?:-\d)?$/;

/**
 * Codes in any text a user pastes ('45233120-7, 90910000 y 71000000'): each 8-digit code once, in
 * order. Longer digit runs (an expediente, a phone number) are not codes.
 */
export function cpvCodesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/(?<!\d)(\d{8})(?:-\d)?(?!\d)/g)].map((m) => m[1] as string))];
}

/**
 * The CPV picker: a code prefix (digits, check digit allowed: 45233120-7) or words of the label;
 * or, with `codes` (comma-separated), exactly those codes, to name them.
 */
export const cpvSearchQuerySchema = z.object({
  q: z.string().trim().max(200).optional().default(''),
  codes: z
    .string()
    .trim()
    .max(CPV_CODES_MAX * 11)
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const codes = text.split(/\s*,\s*/).filter(Boolean);
      const wrong = codes.find((c) => !CPV_CODE_TEXT.test(c));
      if (wrong !== undefined || codes.length > CPV_CODES_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: fillText(API_TEXTS.cpv.codigosCpvNoValidosHasta, { CPV_CODES_MAX }),
        });
        return z.NEVER;
      }
      return [...new Set(codes.map((c) => c.slice(0, 8)))];
    }),
  limit: z.coerce
    .number(API_TEXTS.cpv.limiteNoValido)
    .int()
    .min(1)
    .max(CPV_SEARCH_MAX)
    .optional()
    .default(20),
});
export type CpvSearchQuery = z.output<typeof cpvSearchQuerySchema>;

const cpvNodeSchema = z.object({ code: z.string(), label: z.string() });

export const cpvEntrySchema = cpvNodeSchema.extend({
  /** The code as the EU writes it: 45233120-7. */
  display_code: z.string(),
  /** Its broader codes, division first (division › group › class › category). */
  path: z.array(cpvNodeSchema),
  /** How many narrower codes choosing it also matches (a whole branch). */
  narrower: z.number().int(),
});
export type CpvEntry = z.infer<typeof cpvEntrySchema>;
export const cpvSearchResponseSchema = z.object({ results: z.array(cpvEntrySchema) });
export type CpvSearchResponse = z.infer<typeof cpvSearchResponseSchema>;
