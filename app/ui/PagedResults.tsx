import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchPagination } from './SearchPagination';

interface Props {
  /** The page's results, or null when it has none. */
  table: ReactNode | null;
  /** An answer has come: without one, no 'nothing found' yet. */
  answered: boolean;
  empty: string;
  page: number;
  totalPages: number;
  disabled: boolean;
  onPage(page: number): void;
}

/** A search's page of results (or its 'nothing found') and the pages below, back at the top on a turn. */
export function PagedResults({ table, answered, empty, page, totalPages, disabled, onPage }: Props) {
  return (
    <>
      {table ??
        (answered && (
          <Text c="dimmed" ta="center" py="xl">
            {empty}
          </Text>
        ))}
      <SearchPagination
        page={page}
        totalPages={totalPages}
        disabled={disabled}
        onChange={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
