import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { AdminUserSortField } from '../../../common/api/admin-users';

interface Props {
  field: AdminUserSortField;
  label: string;
  sortBy: AdminUserSortField;
  sortOrder: 'asc' | 'desc';
  onSort(field: AdminUserSortField): void;
}

type AriaSort = 'ascending' | 'descending' | 'none';

/** What aria-sort says of a column holding these fields. */
export function ariaSort(
  fields: AdminUserSortField[],
  sortBy: AdminUserSortField,
  sortOrder: 'asc' | 'desc',
): AriaSort {
  if (!fields.includes(sortBy)) return 'none';
  return sortOrder === 'asc' ? 'ascending' : 'descending';
}

/** The button that sorts the table by its field, with an arrow saying which way it is sorted. */
export function SortButton({ field, label, sortBy, sortOrder, onSort }: Props) {
  const Icon = field !== sortBy ? IconArrowsSort : sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={() => onSort(field)} fw={600} fz="xs" ta="left">
      {label} <Icon size={12} style={{ verticalAlign: 'middle' }} />
    </UnstyledButton>
  );
}

/** A column header that sorts the table by its field; aria-sort tells which way it is sorted. */
export function SortableHeader(props: Props) {
  return (
    <Table.Th aria-sort={ariaSort([props.field], props.sortBy, props.sortOrder)}>
      <SortButton {...props} />
    </Table.Th>
  );
}
