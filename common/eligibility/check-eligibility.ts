import type { Eligibility, EligibilityVerdict, ProfileFacts } from '../api/company-profile';
import { formatAmount, formatDate, truncate } from '../format';
import eligibilityEs from '../i18n/es/eligibility.json';
import { certificateKey } from './certificates';
import { heldCode, isInForce, metCodes, parseClassificationCode } from './classification-codes';
import type { EligibilityScope } from './requirement-facts';

const T = eligibilityEs.eligibility;
const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

type Check = Eligibility['checks'][number];
/** A published text on one line, cut to a readable length. */
const quoted = (text: string) => truncate(text.replace(/\s+/g, ' ').trim());

/** ' según el pliego, pág. N' after a requirement read from the pliego; nothing after the feed's. */
const sourceOf = (pliegoPage: number | undefined) =>
  pliegoPage ? fill(T.reasons.pliegoSource, { page: pliegoPage }) : '';

/** The best annual turnover of the three years before `today`'s (and this year's, when given). */
export function bestRecentTurnover(turnover: ProfileFacts['turnover'], today: string) {
  const since = Number(today.slice(0, 4)) - 3;
  return turnover
    .filter((t) => t.year >= since)
    .reduce<{ year: number; amount: number } | null>(
      (best, t) => (!best || t.amount > best.amount ? t : best),
      null,
    );
}

/** The held classification that answers a required code: one that meets it, else the closest. */
function classificationCheck(
  required: EligibilityScope['classifications'][number],
  profile: ProfileFacts,
  today: string,
  lotId: string | null,
): Check {
  const requirement = fill(T.requirements.classification, { code: required.code });
  const source = sourceOf(required.pliegoPage);
  const parsed = parseClassificationCode(required.code);
  if (!parsed || !required.canonical)
    return {
      requirement,
      met: null,
      reason: fill(T.reasons.classificationUnread, { code: required.code }),
      lot_id: lotId,
    };
  const sameKind = profile.classifications.filter(
    (h) => h.group === parsed.group && (parsed.subgroup === '*' || String(h.subgroup) === parsed.subgroup),
  );
  const inForce = sameKind.filter((h) => isInForce(h, today)).sort((a, b) => b.category - a.category);
  const best = inForce[0];
  if (best) {
    const met = metCodes([best], today).includes(required.canonical);
    return {
      requirement,
      met,
      reason: fill(T.reasons.classificationHeld, { code: required.code, held: heldCode(best), source }),
      lot_id: lotId,
    };
  }
  const expired = sameKind[0];
  const reason = expired
    ? fill(T.reasons.classificationExpired, {
        code: required.code,
        held: heldCode(expired),
        date: formatDate(expired.valid_until),
        source,
      })
    : fill(T.reasons.classificationMissing, { code: required.code, group: parsed.group, source });
  return { requirement, met: false, reason, lot_id: lotId };
}

function turnoverCheck(
  turnover: NonNullable<EligibilityScope['turnover']>,
  profile: ProfileFacts,
  today: string,
  lotId: string | null,
): Check {
  const requirement = T.requirements.turnover;
  const line = (met: boolean | null, reason: string): Check => ({ requirement, met, reason, lot_id: lotId });
  if (turnover.amount == null)
    return line(
      null,
      turnover.refersToPliego
        ? T.reasons.refersToPliego
        : turnover.text
          ? fill(T.reasons.noFigure, { text: quoted(turnover.text) })
          : T.reasons.noText,
    );
  const amount = formatAmount(turnover.amount);
  const source = sourceOf(turnover.pliegoPage);
  const best = bestRecentTurnover(profile.turnover, today);
  if (!best) return line(null, fill(T.reasons.turnoverNoProfile, { amount, source }));
  const values = { amount, best: formatAmount(best.amount), year: best.year, source };
  if (best.amount < turnover.amount) return line(false, fill(T.reasons.turnoverCompared, values));
  return turnover.scoped
    ? line(null, fill(T.reasons.turnoverScoped, values))
    : line(true, fill(T.reasons.turnoverCompared, values));
}

function openCheck(open: EligibilityScope['open'][number], lotId: string | null): Check {
  const requirement = T.requirements[open.kind];
  const reason =
    open.kind === 'unpublished'
      ? T.reasons.unpublished
      : open.refersToPliego
        ? T.reasons.refersToPliego
        : open.text
          ? fill(T.reasons.readText, { text: quoted(open.text) })
          : T.reasons.noText;
  return { requirement, met: null, reason, lot_id: lotId };
}

function scopeChecks(scope: EligibilityScope, profile: ProfileFacts, today: string): Check[] {
  const lotId = scope.lotId;
  const classification = scope.classifications.map((c) => classificationCheck(c, profile, today, lotId));
  const held = new Set(profile.certificates.map(certificateKey));
  const certificates = scope.certificates.map((name) => {
    const met = held.has(certificateKey(name));
    return {
      requirement: fill(T.requirements.certificate, { name }),
      met,
      reason: fill(met ? T.reasons.certificateHeld : T.reasons.certificateMissing, { name }),
      lot_id: lotId,
    };
  });
  const solvency = [
    ...(scope.turnover ? [turnoverCheck(scope.turnover, profile, today, lotId)] : []),
    ...scope.open.map((o) => openCheck(o, lotId)),
  ];
  // A classification the company holds accredits its economic and technical solvency.
  const accredited = classification.length > 0 && classification.every((c) => c.met === true);
  const codes = scope.classifications.map((c) => c.code).join(', ');
  return [
    ...classification,
    ...(accredited
      ? solvency.map((s) => ({ ...s, met: true, reason: fill(T.reasons.accredited, { codes }) }))
      : solvency),
    ...certificates,
  ];
}

const verdictOf = (checks: Check[]): EligibilityVerdict =>
  checks.some((c) => c.met === false) ? 'no' : checks.every((c) => c.met === true) ? 'yes' : 'review';
const RANK: Record<EligibilityVerdict, number> = { yes: 2, review: 1, no: 0 };

/**
 * '¿Puedo presentarme?': each requirement against the profile — met, not met (why), or unknown —
 * and the verdict: no when one is not met, yes when all are, else review. A tender whose lots
 * ask different things gets the verdict of the lot the company fits best. `today` is the Madrid
 * date classifications' validity is judged on.
 */
export function checkEligibility(
  scopes: EligibilityScope[] | null,
  profile: ProfileFacts,
  today: string,
): Eligibility {
  if (!scopes)
    return {
      verdict: 'review',
      checks: [
        { requirement: T.requirements.unpublished, met: null, reason: T.reasons.notRead, lot_id: null },
      ],
    };
  const perScope = scopes.map((scope) => scopeChecks(scope, profile, today));
  const verdict = perScope
    .map(verdictOf)
    .reduce((best, v) => (RANK[v] > RANK[best] ? v : best), 'no' as EligibilityVerdict);
  return { verdict, checks: perScope.flat() };
}
