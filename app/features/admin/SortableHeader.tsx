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

/** A column header that sorts the table by its field; aria-sort tells which way it is sorted. */
export function SortableHeader({ field, label, sortBy, sortOrder, onSort }: Props) {
  const active = field === sortBy;
  const Icon = !active ? IconArrowsSort : sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label} <Icon size={14} style={{ verticalAlign: 'middle' }} />
      </UnstyledButton>
    </Table.Th>
  );
}
