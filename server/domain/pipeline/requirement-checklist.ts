import { type ChecklistItem, PIPELINE_LIMITS } from '../../../common/api/pipeline';
import type { TenderRequirementsView } from '../../../common/api/tender-requirements';
import {
  classificationText,
  declarationText,
  guaranteeText,
  type SolvencyKind,
  solvencyAmountText,
  solvencyTypeText,
} from '../../../common/requirements/requirement-texts';
import { t } from '../../messages';

type Solvency = TenderRequirementsView['financial'][number];

function solvencyTask(kind: SolvencyKind, s: Solvency): string {
  const what = [solvencyTypeText(t, kind, s.type_code), solvencyAmountText(t, s)].filter(Boolean).join(': ');
  return t(`pipeline.checklist.${kind}`, { what });
}

/** 'Lote 2 · ', 'Lotes 1, 2 · ', or nothing for the whole tender. */
function lotsPrefix(lots: (string | null)[]): string {
  const named = [...new Set(lots.filter((lot): lot is string => lot !== null))];
  if (named.length === 0 || named.length < lots.length) return '';
  return `${t('pipeline.checklist.lots', { count: named.length, lots: named.join(', ') })} · `;
}

/**
 * What a bidder has to prepare, read from the tender's requirements (the feed's and the pliego's):
 * classification, solvency, guarantees, a compulsory site visit, the declarations asked for. A
 * task several lots ask for is one task naming those lots.
 */
export function requirementChecklist(r: TenderRequirementsView | null): ChecklistItem[] {
  if (!r) return [];
  const tasks: (readonly [string, string | null])[] = [
    ...r.classifications.map(
      (c) =>
        [
          t('pipeline.checklist.classification', { what: classificationText(t, c).meaning }),
          c.lot_id,
        ] as const,
    ),
    ...r.financial.map((s) => [solvencyTask('financial', s), s.lot_id] as const),
    ...r.technical.map((s) => [solvencyTask('technical', s), s.lot_id] as const),
    ...r.guarantees.map(
      (g) => [t('pipeline.checklist.guarantee', { what: guaranteeText(t, g) }), g.lot_id] as const,
    ),
    ...(r.site_visit?.required ? [[t('pipeline.checklist.siteVisit'), null] as const] : []),
    ...r.declarations.map(
      (d) => [t('pipeline.checklist.declaration', { what: declarationText(t, d) }), d.lot_id] as const,
    ),
  ];
  const lotsOf = new Map<string, (string | null)[]>();
  for (const [text, lot] of tasks) lotsOf.set(text, [...(lotsOf.get(text) ?? []), lot]);
  return [...lotsOf].slice(0, PIPELINE_LIMITS.checklist).map(([text, lots], i) => ({
    id: `req-${i + 1}`,
    text: `${lotsPrefix(lots)}${text}`.slice(0, 300),
    done: false,
    source: 'requirement' as const,
  }));
}
