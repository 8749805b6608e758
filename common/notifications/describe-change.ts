import { documentName } from '../document-name';
import { formatAmount, formatDate, formatDateTime, truncate } from '../format';
import amountsEs from '../i18n/es/amounts.json';
import notificationsEs from '../i18n/es/notifications.json';
import requirementsEs from '../i18n/es/requirements.json';
import tenderEs from '../i18n/es/tender.json';
import {
  CONTRACT_FOLDER_STATUSES,
  CONTRACT_TYPES,
  PROCEDURES,
  SUBMISSION_METHODS,
} from '../reference/codice';
import { placeName } from '../reference/geo';
import type { FieldChange, KeyedChange, TenderChangeData } from './notification-types';
import { classificationsText, criteriaText, guaranteesText, solvencyText } from './requirement-values';

/**
 * Readable Spanish lines for a changed tender's notification (its from/to `changes`), shared by the
 * inbox cards, the digest e-mail and the Excel export so a change reads the same everywhere.
 * Labels are the tender page's where it has one (common/i18n/es/tender.json), else the inbox's own.
 */

const info = tenderEs.tender.info;
const lots = tenderEs.tender.lots;
const texts = notificationsEs.notifications.changes;
/** Amounts are named by their basis, as on the tender page and the export's columns. */
const basis = amountsEs.amounts.basis;
const requirements = requirementsEs.requirements.fields;

export interface ChangeLine {
  /** The tracked field that changed, or `lot_changes` / `documents` (the export highlights by it). */
  field: string;
  kind: KeyedChange['change'];
  /** 'Estado', 'Lote 2 · Presupuesto base con IVA', 'Documento añadido (Doc. Legal)'. */
  label: string;
  /** The readable values; '' when there was none (or, for an added item, no "from" at all). */
  from: string;
  to: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

const units: Record<string, { one: string; other: string }> = {
  DAY: { one: info.units.DAY_one, other: info.units.DAY_other },
  WEE: { one: texts.units.WEE_one, other: texts.units.WEE_other },
  MON: { one: info.units.MON_one, other: info.units.MON_other },
  ANN: { one: info.units.ANN_one, other: info.units.ANN_other },
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function labelled(list: Readonly<Record<string, string>>) {
  return (value: unknown) => {
    const code = text(value);
    return list[code] ?? code;
  };
}

/** "12 meses, del 01/01/2026 al 31/12/2026": a planned period as the importer keeps it. */
function periodText(value: unknown): string {
  const period = record(value);
  if (!period) return '';
  const duration = typeof period.duration === 'number' ? period.duration : null;
  const unit = units[text(period.unit)];
  const length =
    duration === null
      ? ''
      : unit
        ? fill(duration === 1 ? unit.one : unit.other, { count: duration })
        : String(duration);
  const from = formatDate(text(period.start_date));
  const to = formatDate(text(period.end_date));
  const dates =
    from && to
      ? fill(info.dates, { from, to })
      : from
        ? fill(info.from, { from })
        : to
          ? fill(info.to, { to })
          : '';
  return [length, dates].filter(Boolean).join(', ');
}

function locationText(value: unknown): string {
  const place = record(value);
  if (!place) return '';
  const name = placeName({
    city: text(place.city) || null,
    subentity_code: text(place.subentityCode) || null,
    country_subentity: text(place.countrySubentity) || null,
  });
  return name || text(place.countryName);
}

/** A party by name, else by its first identifier. */
function partyText(value: unknown): string {
  const party = record(value);
  if (!party) return '';
  return text(party.name) || text(Object.values(record(party.identifiers) ?? {})[0]);
}

const longText = (value: unknown) => truncate(text(value));
const amount = (value: unknown) => formatAmount(text(value));

/** Each tracked field, in the order changes are listed: its label and how its values read. */
const FIELDS: Record<string, { label: string; format: (value: unknown) => string }> = {
  status: { label: info.status, format: labelled(CONTRACT_FOLDER_STATUSES) },
  planned_period: { label: info.period, format: periodText },
  tender_submission_deadline: { label: info.deadline, format: (v) => formatDateTime(text(v)) },
  tender_submission_description: { label: texts.fields.tender_submission_description, format: longText },
  description: { label: info.summary, format: longText },
  contracting_party: { label: info.party, format: partyText },
  total_amount: { label: basis.total, format: amount },
  tax_exclusive_amount: { label: basis.tax_exclusive, format: amount },
  estimated_overall_contract_amount: { label: basis.estimated, format: amount },
  location: { label: info.place, format: locationText },
  contract_type_id: { label: info.contractType, format: labelled(CONTRACT_TYPES) },
  contract_sub_type_id: { label: texts.fields.contract_sub_type_id, format: text },
  tender_procedure_code: { label: info.procedure, format: labelled(PROCEDURES) },
  contract_folder_id: { label: info.folder, format: text },
  tender_part_presentation_code: {
    label: texts.fields.tender_part_presentation_code,
    format: labelled(texts.partPresentation),
  },
  tender_max_lot_presentation_qty: { label: texts.fields.tender_max_lot_presentation_qty, format: text },
  tender_max_awarded_lots_qty: { label: texts.fields.tender_max_awarded_lots_qty, format: text },
  tender_submission_method_code: {
    label: texts.fields.tender_submission_method_code,
    format: labelled(SUBMISSION_METHODS),
  },
  awarding_criteria: { label: requirements.awarding_criteria, format: criteriaText },
  classifications: { label: requirements.classifications, format: classificationsText },
  solvency: { label: requirements.solvency, format: solvencyText },
  guarantees: { label: requirements.guarantees, format: guaranteesText },
};

/** The tracked fields in listing order (the export's columns follow it). */
export const CHANGE_FIELDS = Object.keys(FIELDS);

/** The label of a tracked field ('Presupuesto base con IVA'); the field's own name for any other. */
export function changeFieldLabel(field: string): string {
  return FIELDS[field]?.label ?? field;
}

/** One value of a tracked field as it reads ('En plazo', '1.234,56 €', '14:00:00 30/06/2026'). */
export function formatChangeValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  return (FIELDS[field]?.format ?? text)(value);
}

/** A lot's fields as the importer keeps them (camelCase), with the tender page's labels. */
const LOT_FIELDS: Record<string, { label: string; format: (value: unknown) => string }> = {
  summary: { label: info.summary, format: longText },
  description: { label: texts.lotFields.description, format: longText },
  location: { label: lots.location, format: locationText },
  totalAmount: { label: basis.total, format: amount },
  taxExclusiveAmount: { label: basis.tax_exclusive, format: amount },
  estimatedOverallContractAmount: { label: basis.estimated, format: amount },
  cpvCodes: { label: info.cpv, format: (v) => (Array.isArray(v) ? v.map(text).join(', ') : '') },
};

/** "Limpieza viaria · 12.000,00 €": what identifies a lot that came or went. */
function lotText(item: Record<string, unknown>): string {
  return [text(item.summary) && truncate(text(item.summary)), amount(item.totalAmount)]
    .filter(Boolean)
    .join(' · ');
}

function lotLines(change: KeyedChange): ChangeLine[] {
  const lot = fill(lots.lot, { id: change.key });
  if (change.change !== 'changed') {
    const added = change.change === 'added';
    const what = lotText(change.item);
    return [
      {
        field: 'lot_changes',
        kind: change.change,
        label: `${lot} ${added ? texts.lotAdded : texts.lotRemoved}`,
        from: added ? '' : what,
        to: added ? what : '',
      },
    ];
  }
  return Object.entries(change.fields ?? {})
    .filter(([key]) => key !== 'lotId')
    .map(([key, { from, to }]) => {
      const field = LOT_FIELDS[key] ?? { label: key, format: text };
      return {
        field: 'lot_changes',
        kind: 'changed' as const,
        label: `${lot} · ${field.label}`,
        from: from === null ? '' : field.format(from),
        to: to === null ? '' : field.format(to),
      };
    });
}

const documentGroups: Record<string, string> = { ...tenderEs.tender.documents.tabs, ...texts.documentGroups };

const nameOf = (doc: Record<string, unknown>) =>
  documentName({
    name: text(doc.name) || null,
    string_id: text(doc.stringId) || null,
    uri: text(doc.uri) || null,
  });

function documentLine(change: KeyedChange): ChangeLine {
  const group = documentGroups[text(change.item.group)];
  const verb = { added: texts.documentAdded, removed: texts.documentRemoved, changed: texts.documentChanged }[
    change.change
  ];
  const label = group ? `${verb} (${group})` : verb;
  const name = nameOf(change.item);
  // A changed document keeps its address; what a reader can see differ is its name, if anything.
  const before = change.fields?.name ? { ...change.item, name: change.fields.name.from } : change.item;
  return {
    field: 'documents',
    kind: change.change,
    label,
    from: change.change === 'added' ? '' : nameOf(before),
    to: change.change === 'removed' ? '' : name,
  };
}

/**
 * Every change of a changed tender's notification as readable lines: the tracked fields in
 * listing order, then its lots, then its documents. Tolerates missing parts (`{}` gives no lines).
 */
export function describeChanges(data: Partial<TenderChangeData> | Record<string, unknown>): ChangeLine[] {
  const changes = (record(data.changes) ?? {}) as Record<string, FieldChange>;
  const known = CHANGE_FIELDS.filter((field) => field in changes);
  const others = Object.keys(changes).filter((field) => !(field in FIELDS) && field !== DELETED);
  const fieldLines = [...known, ...others].map(
    (field): ChangeLine => ({
      field,
      kind: 'changed',
      label: changeFieldLabel(field),
      from: formatChangeValue(field, changes[field]?.from),
      to: formatChangeValue(field, changes[field]?.to),
    }),
  );
  const lotChanges = Array.isArray(data.lot_changes) ? (data.lot_changes as KeyedChange[]) : [];
  const documents = Array.isArray(data.documents) ? (data.documents as KeyedChange[]) : [];
  return [
    ...deletionLine(changes),
    ...fieldLines,
    ...lotChanges.flatMap(lotLines),
    ...documents.map(documentLine),
  ];
}

/** The importer's mark of a tender PLACSP withdrew (a tombstone), `to` its stated reason. */
const DELETED = 'deleted';

function deletionLine(changes: Record<string, FieldChange>): ChangeLine[] {
  if (!changes[DELETED]) return [];
  return [{ field: DELETED, kind: 'removed', label: texts.deleted, from: '', to: text(changes[DELETED].to) }];
}

/** "Estado: En plazo → Adjudicada", "Lote 3 añadido: Limpieza · 1.000,00 €": one line of plain text. */
export function changeLineText(line: ChangeLine): string {
  if (line.kind !== 'changed') return `${line.label}: ${line.from || line.to}`;
  return `${line.label}: ${line.from || texts.none} → ${line.to || texts.none}`;
}
