import { pathOf, type RouteContract, type SuccessAnswer } from '../../common/api/contract';
import { t } from '../messages';

/** What one call of a /v1 operation returned: its status and its JSON body (null when empty). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Makes one HTTP call of the API as the key's owner: in process for /mcp, over the network for stdio. */
export type ApiCaller = (request: { method: string; url: string; body?: unknown }) => Promise<ApiAnswer>;

/** The API refused the call; its Spanish message is what the assistant reads. */
export class ApiRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRefusal';
  }
}

interface OperationInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/**
 * Calls one operation of the contract through the API itself, so a tool passes the same access,
 * scope, rate limit, validation and presentation as any API call, and answers what it answers.
 */
export async function callOperation<C extends RouteContract>(
  call: ApiCaller,
  contract: C,
  input: OperationInput = {},
): Promise<SuccessAnswer<C>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  const url = `${pathOf(contract.path, input.params)}${search ? `?${search}` : ''}`;
  const answer = await call({ method: contract.method, url, body: input.body });
  if (answer.status >= 400) throw new ApiRefusal(answer.status, refusalMessage(answer));
  return answer.body as SuccessAnswer<C>;
}

function refusalMessage(answer: ApiAnswer): string {
  const message = (answer.body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : t('mcp.errors.status', { status: answer.status });
}

/** The answer, or null when the API refused it (a part of a tool's answer that may be missing). */
export const refusedAsNull = <T>(answer: Promise<T>): Promise<T | null> =>
  answer.catch((error: unknown) => {
    if (error instanceof ApiRefusal) return null;
    throw error;
  });
