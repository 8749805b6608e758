import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { CALLS, expectLimitHolds, LIMIT_CASES, type Send } from '../test/limit-cases';

// Every limit under CALLS simultaneous requests in one web process (both databases);
// server/limits-several-processes.test.ts fires the same cases at two processes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send: Send = async (call) => {
  const res = await t.app.inject({
    method: call.method,
    url: call.url,
    payload: call.body,
    remoteAddress: call.address,
    ...(call.headers ? { headers: call.headers } : {}),
  });
  const retryAfter = res.headers['retry-after'];
  return {
    status: res.statusCode,
    retryAfter: retryAfter === undefined ? null : String(retryAfter),
    message: res.json().message,
  };
};

describe(`every limit holds under ${CALLS} parallel calls`, () => {
  LIMIT_CASES.forEach((limit, n) => {
    it(limit.name, () => expectLimitHolds(limit, n, t.database.db, () => send));
  });
});
