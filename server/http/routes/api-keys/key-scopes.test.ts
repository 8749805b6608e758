import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES, type ApiScope } from '../../../../common/api/api-keys';
import { createApiKey } from '../../../domain/api-keys/manage-api-keys';
import { t as text } from '../../../messages';
import {
  type AccountResources,
  createAccountWithResources,
  sampleRequest,
} from '../../../test/account-resources';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { documentedOperations, type Operation, urlOf } from '../../../test/openapi-operations';
import { PUBLIC_OPERATIONS } from '../../../test/public-operations';

let t: TestApp;
let resources: AccountResources;
beforeAll(async () => {
  t = await createTestApp({ API_KEY_CALLS_PER_MINUTE: '0' });
  await t.app.ready();
  resources = await createAccountWithResources(t.database.db, 'ambitos');
});
afterAll(() => t.close());

const nameOf = (o: Operation) => `${o.method} ${o.path}`;
const SESSION_ONLY = text('apiKeys.errors.sessionOnly');

/** A new user (an operation may delete its account) and a key of theirs with these scopes. */
async function keyWith(scopes: ApiScope[]): Promise<string> {
  const user = await createUser(t.database.db);
  return (await createApiKey(t.database.db, user.id, { name: 'Prueba', scopes, allowed_addresses: [] })).key;
}

async function call(operation: Operation, key: string) {
  const { path, query, body } = sampleRequest(operation, resources);
  return t.app.inject({
    method: operation.method,
    url: urlOf(operation.path, path, query),
    headers: { authorization: `Bearer ${key}` },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** What the key's refusal said, or null when the key was not what stopped the call. */
function keyRefusal(res: { statusCode: number; json(): { message?: string } }): string | null {
  if (res.statusCode !== 403) return null;
  const message = res.json().message ?? '';
  return message === SESSION_ONLY || message.startsWith('Esta clave de API no tiene el ámbito')
    ? message
    : null;
}

describe('the scope each documented operation asks of an API key', () => {
  it('is enforced on every operation: read passes, writes need theirs, the rest take no key', async () => {
    const operations = documentedOperations(t.app).filter((o) => !PUBLIC_OPERATIONS.includes(nameOf(o)));
    const byScope = Object.fromEntries(API_SCOPES.map((s) => [s, [] as string[]]));
    const wrong: string[] = [];
    for (const operation of operations) {
      const scope = operation.keyScope as ApiScope | null;
      if (scope) byScope[scope]!.push(nameOf(operation));
      const answer = await call(operation, await keyWith(['read']));
      // An admin operation refuses a user who is not one before it looks at the key (an admin's
      // key is refused by the key's rule: api-keys.test.ts).
      if (operation.tags.includes('admin')) {
        if (answer.statusCode !== 403) wrong.push(`${nameOf(operation)}: ${answer.statusCode}`);
        continue;
      }
      const readOnly = keyRefusal(answer);
      const expected =
        scope === null ? SESSION_ONLY : scope === 'read' ? null : text('apiKeys.errors.scope', { scope });
      if (readOnly !== expected) wrong.push(`${nameOf(operation)} (${scope}): ${readOnly}`);
      if (scope && scope !== 'read') {
        const allowed = keyRefusal(await call(operation, await keyWith(['read', scope])));
        if (allowed !== null) wrong.push(`${nameOf(operation)} with ${scope}: ${allowed}`);
      }
    }
    console.info(
      `API key scopes: ${operations.length} operations; ` +
        API_SCOPES.map((s) => `${s} ${byScope[s]!.length}`).join(', '),
    );
    expect(wrong).toEqual([]);
    expect(byScope['write:follows']).toContain('POST /v1/procurement_projects/{id}/subscription');
    expect(byScope['write:alerts']).toContain('POST /v1/alerts');
    expect(byScope['write:pipeline']).toContain('PUT /v1/pipeline/cards/{id}');
    expect(byScope.read).toContain('POST /v1/procurement/search');
  });
});
