import { useQuery } from '@tanstack/react-query';
import type { LicenceCalls } from '../../api/licences/licence-calls';
import {
  addAdminMember,
  adminLicenceKey,
  adminUserKeys,
  fetchAdminLicence,
  removeAdminMember,
} from './admin-api';

export function useAdminLicence(id: number) {
  return useQuery({
    queryKey: adminLicenceKey(id),
    queryFn: ({ signal }) => fetchAdminLicence(id, signal),
  });
}

/** The admin's calls on licence `id`; each change refetches the users table. */
export function adminLicenceCalls(id: number): LicenceCalls {
  return {
    key: adminLicenceKey(id),
    stale: [adminUserKeys.all],
    addMember: (email) => addAdminMember(id, email),
    removeMember: (userId) => removeAdminMember(id, userId),
  };
}
