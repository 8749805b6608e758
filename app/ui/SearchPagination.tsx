import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paginationWindow } from '../../common/format';

interface Props {
  page: number;
  totalPages: number;
  disabled?: boolean;
  onChange(page: number): void;
}

/** 5 page buttons, from page 1 while the current page is below 5, else current minus 2. */
export function SearchPagination({ page, totalPages, disabled, onChange }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const arrow = (target: number, label: string, icon: React.ReactNode, off: boolean) => (
    <Button
      variant="default"
      size="compact-sm"
      aria-label={label}
      disabled={disabled || off}
      onClick={() => onChange(target)}
    >
      {icon}
    </Button>
  );
  return (
    <Group gap={4} justify="center" component="nav" aria-label={t('search.pagination')}>
      {arrow(1, t('search.firstPage'), <IconChevronsLeft size={16} />, page <= 1)}
      {arrow(page - 1, t('search.previousPage'), <IconChevronLeft size={16} />, page <= 1)}
      {paginationWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="compact-sm"
          variant={n === page ? 'filled' : 'default'}
          aria-label={t('search.page', { page: n })}
          aria-current={n === page ? 'page' : undefined}
          disabled={disabled}
          onClick={() => n !== page && onChange(n)}
        >
          {n}
        </Button>
      ))}
      {arrow(page + 1, t('search.nextPage'), <IconChevronRight size={16} />, page >= totalPages)}
      {arrow(totalPages, t('search.lastPage'), <IconChevronsRight size={16} />, page >= totalPages)}
    </Group>
  );
}
