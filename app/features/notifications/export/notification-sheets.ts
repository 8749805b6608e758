import type { Notification } from '../../../../common/api/notifications';
import { documentViewerPath } from '../../../../common/api/publications';
import { pliegoViewerPath } from '../../../../common/app-paths';
import { plainSnippet, snippetSource } from '../../../../common/document-snippet';
import {
  type ChangeLine,
  changeLineText,
  describeChanges,
} from '../../../../common/notifications/describe-change';
import { documentChangesText } from '../../../../common/notifications/describe-document-change';
import { reasonLine } from '../../../../common/notifications/match-reason-text';
import {
  alertDocumentMatch,
  listedKindOf,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type PartyTenderData,
  type PipelineClosedData,
  type PipelineMentionData,
  type RenewalData,
} from '../../../../common/notifications/notification-types';
import { type TenderColumn, tenderColumns } from '../../../export/tenders-sheet';
import type { Column } from '../../../export/workbook';
import i18n from '../../../i18n';
import { partyPath } from '../../../ui/links';
import { officialBulletinOf } from '../../../ui/notifications/notification-target';

/** One sheet of the notifications export: which notifications it lists, and its columns. */
export interface NotificationSheet {
  /** The i18n key of the sheet's name. */
  nameKey: string;
  holds(notification: Notification): boolean;
  columns(origin: string): Column<Notification>[];
}

/** A publication's bulletin data, read once per cell from the notification (null never reaches a row). */
const bulletin = (n: Notification) => officialBulletinOf(n)!;

const header = (key: string) => i18n.t(`notificationsExport.columns.${key}`);

/** The tender's columns of the search export, read from the notification's tender. */
function onTender({ header, kind, width, value }: TenderColumn): Column<Notification> {
  return { header, kind, width, value: (n) => (n.project ? value(n.project) : null) };
}

function dateColumn(): Column<Notification> {
  return { header: header('date'), kind: 'date', width: 14, value: (n) => n.date };
}

function partyColumn(origin: string, key: string): Column<Notification> {
  return {
    header: header(key),
    kind: 'link',
    width: 40,
    value: (n) => n.party && { text: n.party.name, url: `${origin}${partyPath(n.party.id)}` },
  };
}

/** The tender change fields shown in a tender column of their own, by that column's key. */
const COLUMN_OF_FIELD: Record<string, string> = {
  contract_folder_id: 'folder',
  contracting_party: 'contractingParty',
  status: 'status',
  contract_type_id: 'contractType',
  tender_procedure_code: 'procedure',
  estimated_overall_contract_amount: 'estimated',
  total_amount: 'total',
  tax_exclusive_amount: 'taxExclusive',
  tender_submission_deadline: 'deadline',
  location: 'place',
};

// The lines are worked out once per notification, not once per cell.
const changeLines = new WeakMap<Notification, ChangeLine[]>();
function linesOf(n: Notification): ChangeLine[] {
  let lines = changeLines.get(n);
  if (!lines) {
    lines = describeChanges(n.data);
    changeLines.set(n, lines);
  }
  return lines;
}

/**
 * A tender column of the changes sheet: the tender as it is now, the cell highlighted when the
 * notification changed that field, with "Estado: En plazo → Adjudicada" as its note.
 */
function changedTenderColumn(column: TenderColumn): Column<Notification> {
  const fields = Object.keys(COLUMN_OF_FIELD).filter((field) => COLUMN_OF_FIELD[field] === column.key);
  return {
    ...onTender(column),
    previous: (n) => {
      const line = linesOf(n).find((l) => fields.includes(l.field));
      return line && changeLineText(line);
    },
  };
}

const tenderSheetColumns = (origin: string) => tenderColumns(origin).map(onTender);

/** The awards a followed company won in the tender, summed: the sheet has one row per notification. */
function awardsOf(n: Notification) {
  return (n.data as Partial<PartyTenderData>).awards ?? [];
}

function awardedAmount(n: Notification): number | null {
  const amounts = awardsOf(n).flatMap((a) => (a.amount === null ? [] : [a.amount]));
  // In cents, so that summing lots adds no floating-point crumbs to the euros.
  return amounts.length ? amounts.reduce((sum, a) => sum + Math.round(a * 100), 0) / 100 : null;
}

function lastAwardDate(n: Notification): string | null {
  const dates = awardsOf(n).flatMap((a) => (a.award_date ? [a.award_date] : []));
  return dates.length ? dates.sort().at(-1)! : null;
}

/** Why each alert brought it, one line per alert (the inbox card's lines). */
const alertsColumn = (): Column<Notification> => ({
  header: header('alerts'),
  kind: 'text',
  width: 50,
  wrap: true,
  value: (n) => n.match_reasons.map((reason) => reasonLine(reason, i18n.t)).join('\n'),
});

/** Where an alert on pliego words found them, as the inbox card quotes it, linked to our copy. */
const documentMatchColumn = (origin: string): Column<Notification> => ({
  header: header('documentMatch'),
  kind: 'link',
  width: 60,
  wrap: true,
  value: (n) => {
    const match = alertDocumentMatch(n.data);
    if (!match) return null;
    const where = i18n.t('results.documentMatch', { name: snippetSource(match), page: match.page });
    return {
      text: `${where}: «${plainSnippet(match.snippet)}»`,
      url: `${origin}${pliegoViewerPath(match.document_id, match)}`,
    };
  },
});

/** The contract's end as the renewal notification recorded it. */
const renewal = (n: Notification) => n.data as Partial<RenewalData>;

const mention = (n: Notification) => n.data as Partial<PipelineMentionData>;
const closed = (n: Notification) => n.data as Partial<PipelineClosedData>;

/** The kinds the registry gives a sheet. */
type SheetKind = {
  [K in NotificationKind]: (typeof NOTIFICATION_KINDS)[K]['sheet'] extends string ? K : never;
}[NotificationKind];

/** How each sheet shows its notifications: its columns, and which it can show at all. */
const SHEET_CONTENTS: Record<
  SheetKind,
  Pick<NotificationSheet, 'columns'> & { shows?(n: Notification): boolean }
> = {
  alert: {
    columns: (origin) => [
      dateColumn(),
      alertsColumn(),
      documentMatchColumn(origin),
      ...tenderSheetColumns(origin),
    ],
  },
  contracting_party: {
    columns: (origin) => [
      dateColumn(),
      partyColumn(origin, 'followedBody'),
      alertsColumn(),
      documentMatchColumn(origin),
      ...tenderSheetColumns(origin),
    ],
  },
  procurement_project_subscription: {
    columns: (origin) => [
      dateColumn(),
      {
        header: header('changes'),
        kind: 'text',
        width: 60,
        wrap: true,
        value: (n) => linesOf(n).map(changeLineText).join('\n'),
      },
      ...tenderColumns(origin).map(changedTenderColumn),
    ],
  },
  document_change: {
    columns: (origin) => [
      dateColumn(),
      {
        header: header('documentChanges'),
        kind: 'text',
        width: 70,
        wrap: true,
        value: (n) => documentChangesText(n.data),
      },
      ...tenderSheetColumns(origin),
    ],
  },
  awardee: {
    columns: (origin) => [
      dateColumn(),
      partyColumn(origin, 'awardee'),
      {
        header: header('lots'),
        kind: 'text',
        width: 14,
        value: (n) =>
          awardsOf(n)
            .flatMap((a) => (a.lot_id ? [a.lot_id] : []))
            .join(', '),
      },
      { header: header('awardDate'), kind: 'date', width: 14, value: lastAwardDate },
      { header: header('awardedAmount'), kind: 'euros', width: 18, value: awardedAmount },
      ...tenderSheetColumns(origin),
    ],
  },
  pipeline_mention: {
    columns: (origin) => [
      dateColumn(),
      { header: header('mentionedBy'), kind: 'text', width: 24, value: (n) => mention(n).author ?? null },
      {
        header: header('comment'),
        kind: 'text',
        width: 60,
        wrap: true,
        value: (n) => mention(n).excerpt ?? null,
      },
      ...tenderSheetColumns(origin),
    ],
  },
  pipeline_closed: {
    columns: (origin) => [
      dateColumn(),
      {
        header: header('result'),
        kind: 'text',
        width: 12,
        value: (n) => {
          const stage = closed(n).stage;
          return stage ? i18n.t(`pipeline.stages.${stage}`) : null;
        },
      },
      {
        header: header('winners'),
        kind: 'text',
        width: 36,
        value: (n) => (closed(n).winners ?? []).map((w) => w.name).join(', ') || null,
      },
      {
        header: header('awardedAmount'),
        kind: 'euros',
        width: 18,
        value: (n) => {
          const amount = closed(n).awarded_amount;
          return amount ? Number(amount) : null;
        },
      },
      {
        header: header('winningDiscount'),
        kind: 'percent',
        width: 14,
        value: (n) => closed(n).winning_discount ?? null,
      },
      {
        header: header('ourDiscount'),
        kind: 'percent',
        width: 14,
        value: (n) => closed(n).our_discount ?? null,
      },
      ...tenderSheetColumns(origin),
    ],
  },
  renewal: {
    columns: (origin) => [
      dateColumn(),
      alertsColumn(),
      {
        header: header('executionEnd'),
        kind: 'date',
        width: 14,
        value: (n) => renewal(n).execution_end ?? null,
      },
      {
        header: header('executionEndBasis'),
        kind: 'text',
        width: 28,
        value: (n) => {
          const basis = renewal(n).execution_end_basis;
          return basis ? i18n.t(`executionEnd.basis.${basis}`) : null;
        },
      },
      {
        header: header('extension'),
        kind: 'text',
        width: 40,
        wrap: true,
        value: (n) => renewal(n).extension_text ?? null,
      },
      {
        header: header('endWithExtensions'),
        kind: 'date',
        width: 14,
        value: (n) => renewal(n).execution_end_with_extensions ?? null,
      },
      ...tenderSheetColumns(origin),
    ],
  },
  official_bulletin: {
    shows: (n) => officialBulletinOf(n) !== null,
    columns: (origin) => [
      dateColumn(),
      alertsColumn(),
      { header: header('publicationDate'), kind: 'date', width: 14, value: (n) => bulletin(n).date },
      { header: header('identifier'), kind: 'text', width: 20, value: (n) => bulletin(n).identifier },
      {
        header: header('publicationTitle'),
        kind: 'link',
        width: 60,
        value: (n) => ({
          text: bulletin(n).title,
          url: `${origin}${documentViewerPath(bulletin(n).source, bulletin(n).identifier)}`,
        }),
      },
      { header: header('department'), kind: 'text', width: 40, value: (n) => bulletin(n).department },
      { header: header('summary'), kind: 'text', width: 60, wrap: true, value: (n) => bulletin(n).summary },
      {
        header: header('pdf'),
        kind: 'link',
        width: 50,
        value: (n) => ({ text: bulletin(n).pdf_url, url: bulletin(n).pdf_url }),
      },
    ],
  },
};

/**
 * The sheets of the notifications export, one per kind the registry names a sheet for, in its
 * order; each one kept even when empty, so the workbook has the same shape every time.
 */
export const NOTIFICATION_SHEETS: NotificationSheet[] = (
  Object.keys(NOTIFICATION_KINDS) as NotificationKind[]
).flatMap((kind) => {
  const nameKey = NOTIFICATION_KINDS[kind].sheet;
  if (nameKey === null) return [];
  const { shows, ...contents } = SHEET_CONTENTS[kind as SheetKind];
  const holds = (n: Notification) => listedKindOf(n) === kind && (shows?.(n) ?? true);
  return [{ nameKey, holds, ...contents }];
});
