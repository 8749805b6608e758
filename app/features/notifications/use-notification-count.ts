import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../api/client';

// Only the page metadata is read here (spec: notifications are loaded on the dashboard's first
// display, for the count on their tab). The full notifications schema comes with that screen.
const pageMetadataSchema = z.object({ metadata: z.object({ total_results: z.number().int() }) });

/** How many tender notifications the user has, for the dashboard tab label. */
export function useNotificationCount() {
  return useQuery({
    queryKey: ['notifications', 'count'],
    queryFn: async () => {
      const page = await api.get('/v1/notifications', {
        query: { source_type: 'procurement', page: 1, pageSize: 1 },
        schema: pageMetadataSchema,
      });
      return page.metadata.total_results;
    },
  });
}
