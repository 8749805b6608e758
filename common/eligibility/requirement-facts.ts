import type { TenderRequirementsView } from '../api/tender-requirements';
import { foldWord } from '../text/words';
import { certificatesAsked } from './certificates';
import { canonicalCode, parseClassificationCode } from './classification-codes';

/**
 * What the eligibility rules need from a tender, read once from its published requirements: one
 * scope for the folder, or one per lot with requirements of its own (the folder's included),
 * since a company may bid for a lot it qualifies for. Stored beside the tender so that search
 * and alerts can filter on it (server/search), computed here so both read it the same way.
 */
export interface EligibilityScope {
  lotId: string | null;
  /** Classifications required (all of them), as published and in canonical form. */
  classifications: { code: string; canonical: string | null; pliegoPage?: number }[];
  /** The annual turnover asked, when a financial criterion asks for one; amount null when no sum is given. */
  turnover: {
    amount: number | null;
    scoped: boolean;
    text: string | null;
    refersToPliego: boolean;
    /** Read from the pliego (not the feed), at this page. */
    pliegoPage?: number;
  } | null;
  /** Certificates a technical criterion names (ISO 9001…). */
  certificates: string[];
  /** Lines no profile settles: a text to read, an insurance, a request sent to the pliego. */
  open: {
    kind: 'financial' | 'technical' | 'insurance' | 'unpublished';
    text: string | null;
    refersToPliego: boolean;
  }[];
}

export interface TenderValues {
  /** Estimated value of the contract (or its budget without VAT) in euros. */
  estimatedValue: number | null;
  /** Duration in months, for the annual value of a multi-year contract. */
  durationMonths: number | null;
}

type Solvency = TenderRequirementsView['financial'][number];

const TURNOVER_WORDS =
  /volumen (anual )?(global )?de negocio|cifra (anual )?(global )?de negocio|facturacion/;
const INSURANCE_WORDS = /seguro|responsabilidad civil|riesgos profesionales/;
// Turnover in the contract's own field is a part of the total a profile gives.
const SCOPED_WORDS = /ambito|objeto del contrato|similar|mismo tipo|misma naturaleza/;

/** The yearly value: the estimated value spread over the years of a contract longer than one. */
const annualValue = (v: TenderValues) =>
  v.estimatedValue != null && v.durationMonths != null && v.durationMonths > 12
    ? (v.estimatedValue * 12) / v.durationMonths
    : v.estimatedValue;

function amountAsked(s: Solvency, values: TenderValues): number | null {
  if (s.amount != null) return Number(s.amount);
  if (s.factor == null) return null;
  const base = s.basis === 'times_annual_value' ? annualValue(values) : values.estimatedValue;
  return base == null ? null : Math.round(s.factor * base * 100) / 100;
}

function scopeOf(
  lotId: string | null,
  r: Pick<TenderRequirementsView, 'classifications' | 'financial' | 'technical' | 'descriptions'>,
  values: TenderValues,
): EligibilityScope {
  const scope: EligibilityScope = {
    lotId,
    classifications: r.classifications.map((c) => {
      const parsed = parseClassificationCode(c.code);
      return {
        code: c.code,
        canonical: parsed ? canonicalCode(parsed) : null,
        ...(c.source === 'pliego' && c.page ? { pliegoPage: c.page } : {}),
      };
    }),
    turnover: null,
    certificates: [],
    open: [],
  };
  for (const s of r.financial) {
    const words = foldWord(s.description ?? '');
    if (s.type_code === '5' || TURNOVER_WORDS.test(words)) {
      const amount = amountAsked(s, values);
      const current = scope.turnover;
      if (!current || (amount != null && (current.amount == null || amount > current.amount)))
        scope.turnover = {
          amount,
          scoped: SCOPED_WORDS.test(words),
          text: s.description,
          refersToPliego: s.refers_to_pliego,
          ...(s.source === 'pliego' && s.page ? { pliegoPage: s.page } : {}),
        };
    } else {
      const kind = s.type_code === '3' || INSURANCE_WORDS.test(words) ? 'insurance' : 'financial';
      scope.open.push({ kind, text: s.description, refersToPliego: s.refers_to_pliego });
    }
  }
  for (const s of r.technical) {
    const asked = certificatesAsked(s.type_code, s.description);
    if (asked.length > 0) scope.certificates.push(...asked.filter((c) => !scope.certificates.includes(c)));
    else scope.open.push({ kind: 'technical', text: s.description, refersToPliego: s.refers_to_pliego });
  }
  const stated = r.classifications.length + r.financial.length + r.technical.length > 0;
  // Some entries give only the request's own text ('Según Pliego…') instead of criteria.
  if (!stated)
    scope.open.push(
      ...(r.descriptions.length > 0
        ? r.descriptions.map((d) => ({
            kind: 'financial' as const,
            text: d.description,
            refersToPliego: true,
          }))
        : [{ kind: 'unpublished' as const, text: null, refersToPliego: false }]),
    );
  return scope;
}

/** The scopes of a tender; null when its stored version predates the reading of requirements. */
export function eligibilityFacts(
  requirements: TenderRequirementsView | null,
  values: TenderValues,
): EligibilityScope[] | null {
  if (!requirements) return null;
  const parts = [
    requirements.classifications,
    requirements.financial,
    requirements.technical,
    requirements.descriptions,
  ];
  const of = (lotId: string | null) => ({
    classifications: requirements.classifications.filter((c) => c.lot_id === lotId || c.lot_id === null),
    financial: requirements.financial.filter((c) => c.lot_id === lotId || c.lot_id === null),
    technical: requirements.technical.filter((c) => c.lot_id === lotId || c.lot_id === null),
    descriptions: requirements.descriptions.filter((c) => c.lot_id === lotId || c.lot_id === null),
  });
  const lots = [
    ...new Set(
      parts
        .flat()
        .map((p) => p.lot_id)
        .filter((id): id is string => id !== null),
    ),
  ];
  return lots.length === 0
    ? [scopeOf(null, of(null), values)]
    : lots.map((lot) => scopeOf(lot, of(lot), values));
}
