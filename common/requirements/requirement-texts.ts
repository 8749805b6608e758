import type { TenderRequirementsView } from '../api/tender-requirements';
import { formatAmount, formatPercent } from '../format';
import {
  CRITERION_TYPES,
  classificationMeaning,
  DECLARATION_TYPES,
  FINANCIAL_CAPABILITY_TYPES,
  TECHNICAL_CAPABILITY_TYPES,
} from '../reference/requirement-codes';
import type { CriteriaSplit } from './criteria-split';

/** The catalogue's lookup: the app's i18next `t`, or the server's. */
type TFunction = (key: string, values?: Record<string, unknown>) => string;

type Solvency = TenderRequirementsView['financial'][number];
type Classification = TenderRequirementsView['classifications'][number];
type Guarantee = TenderRequirementsView['guarantees'][number];
type Declaration = TenderRequirementsView['declarations'][number];
export type SolvencyKind = 'financial' | 'technical';

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
/** 60 → '60 %' (percent points, as the split and the published rates are). */
export const percentText = (points: number) => formatPercent(points / 100);
export const weightText = (weight: number | null) => (weight == null ? '—' : decimal.format(weight));

/** 'Precio 60 % · Criterios automáticos 80 % · Juicio de valor 20 %', leaving out unknown figures. */
export function splitText(t: TFunction, split: CriteriaSplit): string {
  const parts: Array<[string, number | null]> = [
    ['price', split.price],
    ['automatic', split.automatic],
    ['judgement', split.judgement],
  ];
  return parts
    .filter((part): part is [string, number] => part[1] != null)
    .map(([key, value]) => t(`requirements.section.split.${key}`, { share: percentText(value) }))
    .join(' · ');
}

export const criterionTypeText = (code: 'OBJ' | 'SUBJ' | null) => (code ? CRITERION_TYPES[code] : '—');

/** 'Volumen anual de negocios'; a code the list does not name says so with the code. */
export function solvencyTypeText(t: TFunction, kind: SolvencyKind, code: string | null): string {
  const names = kind === 'financial' ? FINANCIAL_CAPABILITY_TYPES : TECHNICAL_CAPABILITY_TYPES;
  if (code == null) return t(`requirements.section.solvencyUnnamed.${kind}`);
  return names[code] ?? t(`requirements.section.solvencyUnknown.${kind}`, { code });
}

/** What the text states as its threshold: '300.000,00 €', '1,5 × valor estimado (299.312,76 €)'. */
export function solvencyAmountText(t: TFunction, s: Solvency): string {
  const amount = formatAmount(s.amount);
  if (s.basis === 'times_annual_value' || s.basis === 'times_estimated_value') {
    const multiple = t(`requirements.basis.${s.basis}`, { factor: decimal.format(s.factor ?? 0) });
    return amount ? `${multiple} (${amount})` : multiple;
  }
  return amount;
}

/** 'C2-5' → 'Grupo C (Edificaciones), subgrupo 2, categoría 5' and its annual value band. */
export function classificationText(
  t: TFunction,
  c: Classification,
): { meaning: string; band: string | null } {
  const { group, band } = classificationMeaning(c.group, c.category);
  const parts = [
    group
      ? t('requirements.section.classification.group', { group: c.group, name: group })
      : t('requirements.section.classification.unknownGroup', { group: c.group ?? c.code }),
  ];
  if (c.subgroup === '*') parts.push(t('requirements.section.classification.anySubgroup'));
  else if (c.subgroup)
    parts.push(t('requirements.section.classification.subgroup', { subgroup: c.subgroup }));
  if (c.category) parts.push(t('requirements.section.classification.category', { category: c.category }));
  return {
    meaning: parts.join(', '),
    band: band && t('requirements.section.classification.band', { band }),
  };
}

/** 'Definitiva 5 %', 'Definitiva 27.738,47 €', or both. */
export function guaranteeText(t: TFunction, g: Guarantee): string {
  const name =
    g.type_code && ['1', '2', '3'].includes(g.type_code)
      ? t(`requirements.guaranteeTypes.${g.type_code}`)
      : t('requirements.section.guaranteeUnknown', { code: g.type_code ?? '—' });
  const figures = [g.rate != null ? percentText(g.rate) : '', formatAmount(g.amount)].filter(Boolean);
  return [name, figures.join(' · ')].filter(Boolean).join(' ');
}

/** The entry's own description, else the list's name, else what kind of item it is with its code. */
export function declarationText(t: TFunction, d: Declaration): string {
  if (d.description?.trim()) return d.description.trim();
  const named = d.type_code ? DECLARATION_TYPES[d.type_code] : undefined;
  return named ?? t('requirements.section.declarationUnknown', { code: d.type_code ?? '—' });
}
