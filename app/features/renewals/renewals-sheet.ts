import type { Renewal } from '../../../common/api/renewals';
import { type TenderColumn, tenderColumns } from '../../export/tenders-sheet';
import type { Column } from '../../export/workbook';
import i18n from '../../i18n';

/** The tender columns the renewals sheet keeps, in its order around the renewal's own. */
const BEFORE = ['folder', 'title', 'contractingParty'];
const AFTER = ['contractType', 'estimated', 'place', 'cpv', 'original', 'detail'];

/** The columns of the renewals export: the contract, when it ends, who holds it and for how much. */
export function renewalColumns(origin: string): Column<Renewal>[] {
  const tender = tenderColumns(origin);
  const pick = (keys: string[]) =>
    keys.map((key) => tender.find((c) => c.key === key)).filter((c): c is TenderColumn => c !== undefined);
  const column = (
    key: string,
    kind: Column<Renewal>['kind'],
    width: number,
    value: Column<Renewal>['value'],
  ): Column<Renewal> => ({ header: i18n.t(`renewals.export.${key}`), kind, width, value });
  return [
    ...pick(BEFORE),
    column('end', 'date', 14, (r) => r.execution_end),
    column('basis', 'text', 24, (r) =>
      r.execution_end_basis ? i18n.t(`executionEnd.basis.${r.execution_end_basis}`) : null,
    ),
    column('extension', 'text', 40, (r) => r.extension_text),
    column('withExtensions', 'date', 14, (r) => r.execution_end_with_extensions),
    { ...column('awardees', 'text', 40, (r) => r.awardees.map((a) => a.name).join('\n')), wrap: true },
    {
      ...column('awardeeIds', 'text', 18, (r) => r.awardees.map((a) => a.party_id ?? '').join('\n')),
      wrap: true,
    },
    column('awardedAmount', 'euros', 18, (r) => r.awarded_amount),
    ...pick(AFTER),
  ];
}
