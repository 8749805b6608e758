import { z } from 'zod';
import { CPV_CODE } from '../cpv';
import { PROVINCES } from '../reference/geo';
import { dateSchema } from './fields';
import { API_TEXTS } from './texts';

const T = API_TEXTS.companyProfile;

/** Spanish NIF/CIF as companies write it: 9 letters and digits, upper case, no separators. */
export const TAX_ID = /^[A-Z0-9]{9}$/;
const taxId = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(TAX_ID, T.nifNoValido));

/** A classification the company holds: 'C2-5' is group C, subgroup 2, category 5. */
export const heldClassificationSchema = z.object({
  group: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-V]$/, T.grupoNoValido)),
  subgroup: z
    .number(T.subgrupoNoValido)
    .int(T.subgrupoNoValido)
    .min(1, T.subgrupoNoValido)
    .max(9, T.subgrupoNoValido),
  category: z
    .number(T.categoriaNoValida)
    .int(T.categoriaNoValida)
    .min(1, T.categoriaNoValida)
    .max(6, T.categoriaNoValida),
  /** The certificate's end of validity; null when not given (treated as valid). */
  valid_until: dateSchema().nullable().default(null),
});
export type HeldClassification = z.infer<typeof heldClassificationSchema>;

const year = z.number(T.anoNoValido).int(T.anoNoValido).min(1990, T.anoNoValido).max(2100, T.anoNoValido);
const euros = z
  .number(API_TEXTS.procurementSearch.importeNoValido)
  .nonnegative(API_TEXTS.procurementSearch.importeNoPuedeNegativo)
  .max(1e13);

/** Well-known certificates are named so; any other is kept by the name the company gives. */
export const KNOWN_CERTIFICATES = ['ISO 9001', 'ISO 14001', 'ISO 45001', 'ENS'] as const;

const fields = {
  tax_id: taxId.nullable(),
  classifications: z.array(heldClassificationSchema).max(100, T.demasiados),
  /** Annual turnover ('volumen anual de negocios') of the last years, one amount per year. */
  turnover: z
    .array(z.object({ year, amount: euros }))
    .max(10, T.demasiados)
    .refine((rows) => new Set(rows.map((r) => r.year)).size === rows.length, T.anoRepetido),
  certificates: z
    .array(z.string().trim().min(1, T.certificadoNoValido).max(80, T.certificadoNoValido))
    .max(50, T.demasiados),
  /** INE province codes where the company works. */
  provinces: z
    .array(z.string().refine((code) => PROVINCES.some((p) => p.code === code), T.provinciaNoValida))
    .max(52, T.demasiados),
  cpv_codes: z
    .array(z.string().regex(CPV_CODE, API_TEXTS.procurementSearch.codigoCpv8Cifras))
    .max(200, T.demasiados),
};

/**
 * The profile as served, already tidied: plain types, since a response schema cannot run the
 * input's transforms (upper-casing the NIF and group) backwards.
 */
const served = {
  tax_id: z.string().nullable(),
  classifications: z.array(
    z.object({
      group: z.string(),
      subgroup: z.number().int(),
      category: z.number().int(),
      valid_until: z.string().nullable(),
    }),
  ),
  turnover: z.array(z.object({ year: z.number().int(), amount: z.number() })),
  certificates: z.array(z.string()),
  provinces: z.array(z.string()),
  cpv_codes: z.array(z.string()),
};

/** The profile as stored and served: every part present, empty when not given. */
export const companyProfileSchema = z.object({
  ...served,
  /** Who the profile belongs to: the licence (shared by its members) or the user alone. */
  owner: z.enum(['licence', 'user']),
  /** Whether this user may change it (a licence's profile is changed by its owner). */
  editable: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** A PUT replaces the profile; a part left out is emptied. */
export const companyProfileBodySchema = z.object({
  tax_id: fields.tax_id.optional().default(null),
  classifications: fields.classifications.optional().default([]),
  turnover: fields.turnover.optional().default([]),
  certificates: fields.certificates.optional().default([]),
  provinces: fields.provinces.optional().default([]),
  cpv_codes: fields.cpv_codes.optional().default([]),
});
export type CompanyProfileBody = z.infer<typeof companyProfileBodySchema>;

/** What eligibility compares: the profile's facts, without who owns it. */
export type ProfileFacts = Pick<CompanyProfile, 'classifications' | 'turnover' | 'certificates'>;

export const ELIGIBILITY_VERDICTS = ['yes', 'no', 'review'] as const;
export type EligibilityVerdict = (typeof ELIGIBILITY_VERDICTS)[number];

/** '¿Puedo presentarme?': the verdict and one line per requirement. */
export const eligibilitySchema = z.object({
  verdict: z.enum(ELIGIBILITY_VERDICTS),
  checks: z.array(
    z.object({
      /** What is asked, in words ('Clasificación C2-5', 'Solvencia económica'). */
      requirement: z.string(),
      /** true met, false not met, null cannot be told from what is published or in the profile. */
      met: z.boolean().nullable(),
      reason: z.string(),
      /** The lot the requirement belongs to; null for the whole tender. */
      lot_id: z.string().nullable(),
    }),
  ),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;
