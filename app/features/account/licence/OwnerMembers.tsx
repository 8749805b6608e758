import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchOwnLicence, licenceKeys, ownerLicenceCalls } from '../../../api/licences/licences-api';
import { LicenceMembers } from '../../../ui/licences/LicenceMembers';

/** The owner's members table (GET /v1/subscriptions/{id}) with adding and removing. */
export function OwnerMembers({ licenceId }: { licenceId: number }) {
  const { data, error } = useQuery({
    queryKey: licenceKeys.licence(licenceId),
    queryFn: ({ signal }) => fetchOwnLicence(licenceId, signal),
  });
  if (error) return <Text c="red">{error.message}</Text>;
  if (!data) return <Loader size="sm" />;
  return <LicenceMembers licence={data} calls={ownerLicenceCalls(licenceId)} />;
}
