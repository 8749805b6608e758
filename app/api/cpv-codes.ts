import { useQuery } from '@tanstack/react-query';
import { CPV_CODES_MAX, type CpvEntry } from '../../common/api/cpv';
import { CPV_ROUTES } from '../../common/api/routes/tenders';
import { api } from './client';

/** GET /v1/cpv: CPV codes by code prefix or words of the label. */
export const searchCpvCodes = (q: string, signal?: AbortSignal) =>
  api.call(CPV_ROUTES.search, { query: { q, limit: 20 }, signal });

/** GET /v1/cpv?codes=…: the catalogue's entries of these codes (those it has), in batches of 200. */
export async function findCpvCodes(codes: readonly string[], signal?: AbortSignal): Promise<CpvEntry[]> {
  const batches: string[][] = [];
  for (let i = 0; i < codes.length; i += CPV_CODES_MAX) batches.push(codes.slice(i, i + CPV_CODES_MAX));
  const answers = await Promise.all(
    batches.map((batch) => api.call(CPV_ROUTES.search, { query: { codes: batch.join(',') }, signal })),
  );
  return answers.flatMap((a) => a.results);
}

/** The catalogue's name of each of these codes, once loaded (undefined before, and for unknown codes). */
export function useCpvNames(codes: readonly string[]): (code: string) => string | undefined {
  const sorted = [...new Set(codes)].sort();
  const { data } = useQuery({
    queryKey: ['cpv-names', sorted],
    queryFn: ({ signal }) => findCpvCodes(sorted, signal),
    enabled: sorted.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (code) => data?.find((entry) => entry.code === code)?.label;
}
