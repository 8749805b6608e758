import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlash } from './flash/flash-context';

/**
 * What a search screen shows of its query: one error flash per failed search, and no
 * results after a failure.
 */
export function useSearchOutcome<T>(search: UseQueryResult<T>): T | undefined {
  const { t } = useTranslation();
  const flash = useFlash();
  const failedAt = search.isError ? search.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) flash.error(t('search.failure'));
  }, [failedAt, flash, t]);
  return search.isError ? undefined : search.data;
}
