import { formatAmount, truncate } from '../format';
import requirementsEs from '../i18n/es/requirements.json';
import tenderEs from '../i18n/es/tender.json';

/**
 * How the tracked requirement fields (award criteria, classification, solvency, guarantees) read
 * in a change line: each item on one line, joined by ' · ', with its lot when it has one.
 */

const texts = requirementsEs.requirements;
const lotLabel = tenderEs.tender.lots.lot;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const items = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => v !== null && typeof v === 'object')
    : [];

const decimal = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const number = (value: unknown) => (typeof value === 'number' ? decimal.format(value) : '');

function listed(value: unknown, itemText: (item: Record<string, unknown>) => string): string {
  return items(value)
    .map((item) => {
      const line = itemText(item);
      const lot = str(item.lot_id);
      return lot ? `${fill(lotLabel, { id: lot })}: ${line}` : line;
    })
    .join(' · ');
}

/** 'PRECIO 60 · Calidad 40'. */
export const criteriaText = (value: unknown) =>
  listed(value, (c) =>
    fill(texts.weight, { description: truncate(str(c.description)), weight: number(c.weight) }).trim(),
  );

/** 'C2-5'. */
export const classificationsText = (value: unknown) => listed(value, (c) => str(c.code));

/** 'Económica: 300.000,00 €', 'Económica: 1,5 × valor estimado (299.312,76 €)', else the text. */
export const solvencyText = (value: unknown) =>
  listed(value, (s) => {
    const kind = texts.solvencyKinds[str(s.kind) as keyof typeof texts.solvencyKinds] ?? str(s.kind);
    const threshold =
      s.threshold && typeof s.threshold === 'object' ? (s.threshold as Record<string, unknown>) : null;
    const amount = formatAmount(str(threshold?.amount));
    const basis = texts.basis[str(threshold?.basis) as keyof typeof texts.basis];
    const stated = basis
      ? [fill(basis, { factor: number(threshold?.factor) }), amount && `(${amount})`]
          .filter(Boolean)
          .join(' ')
      : amount;
    return `${kind}: ${stated || truncate(str(s.description))}`;
  });

/** 'Definitiva 5 %', 'Definitiva 27.738,47 €'. */
export const guaranteesText = (value: unknown) =>
  listed(value, (g) => {
    const code = str(g.type_code);
    const name =
      texts.guaranteeTypes[code as keyof typeof texts.guaranteeTypes] ?? fill(texts.guaranteeOther, { code });
    const rate = typeof g.rate === 'number' ? `${number(g.rate)} %` : '';
    return [name, rate, formatAmount(str(g.amount))].filter(Boolean).join(' ');
  });
