import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  ADMIN_USER_FILTER_FIELDS,
  ADMIN_USER_SORT_FIELDS,
  type AdminUserSortField,
  type AdminUsersParams,
} from '../../../common/api/admin-users';
import { adminUserKeys, fetchAdminUsers } from './admin-api';

type FilterField = (typeof ADMIN_USER_FILTER_FIELDS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The table's state lives in the URL (?page, sort_by, sort_order, filter_by, filter_value). */
export function readAdminUsersQuery(params: URLSearchParams) {
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    sort_by: oneOf(ADMIN_USER_SORT_FIELDS, params.get('sort_by'), 'created_at'),
    sort_order: oneOf(['asc', 'desc'] as const, params.get('sort_order'), 'desc'),
    filter_by: oneOf(ADMIN_USER_FILTER_FIELDS, params.get('filter_by'), 'email'),
    filter_value: params.get('filter_value') ?? '',
  } satisfies AdminUsersParams;
}

export function useAdminUsers() {
  const [params, setParams] = useSearchParams();
  const query = readAdminUsersQuery(params);
  const change = (next: Partial<typeof query>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ page: 1, ...next })) updated.set(key, String(value));
      return updated;
    });
  const result = useQuery({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    result,
    setPage: (page: number) => change({ page }),
    /** A click on the current column flips the order; another column starts descending. */
    sortBy: (field: AdminUserSortField) =>
      change({
        sort_by: field,
        sort_order: query.sort_by === field && query.sort_order === 'desc' ? 'asc' : 'desc',
      }),
    filter: (filter_by: FilterField, filter_value: string) => change({ filter_by, filter_value }),
  };
}
