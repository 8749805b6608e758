import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchOwnSubscription, licenceKeys, ownerSubscriptionCalls } from './licences-api';
import { SubscriptionMembers } from './SubscriptionMembers';

/** The owner's members table (GET /v1/subscriptions/{id}) with adding and removing. */
export function OwnerMembers({ subscriptionId }: { subscriptionId: number }) {
  const { data, error } = useQuery({
    queryKey: licenceKeys.subscription(subscriptionId),
    queryFn: ({ signal }) => fetchOwnSubscription(subscriptionId, signal),
  });
  if (error) return <Text c="red">{error.message}</Text>;
  if (!data) return <Loader size="sm" />;
  return <SubscriptionMembers subscription={data} calls={ownerSubscriptionCalls(subscriptionId)} />;
}
