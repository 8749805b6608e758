import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../common/api/errors';
import {
  type AccountResources,
  createAccountWithResources,
  sampleRequest,
  sessionOf,
} from '../test/account-resources';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import {
  documentedOperations,
  isInteger,
  type JsonSchema,
  leavesOf,
  type Operation,
  sampleOf,
  urlOf,
  withValue,
} from '../test/openapi-operations';
import { type StripeFake, startStripeFake, stripeFakeEnv } from '../test/stripe-fake';

let t: TestApp;
let stripe: StripeFake;
let resources: AccountResources;
let admin: { id: number; email: string };
beforeAll(async () => {
  // Card billing and the job queue configured, so their routes run rather than answer 503.
  stripe = await startStripeFake();
  t = await createTestApp(stripeFakeEnv(stripe), { worker: true });
  await t.app.ready();
  resources = await createAccountWithResources(t.database.db, 'fuzz');
  admin = await createUser(t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const HOSTILE_STRINGS = {
  'NUL byte': 'a\u0000b',
  'lone surrogate': 'a\ud800b',
  '1 MB string': 'x'.repeat(1024 * 1024),
  // Search syntax a query parser may choke on: runs of exclusions, quotes, OR and operators.
  "'servicio' and 40 hyphens": `servicio ${'-'.repeat(40)}`,
  "'--' ×40": '-- '.repeat(40),
  '200 hyphens': '-'.repeat(200),
  "'a -b -c …' ×100": Array.from({ length: 100 }, (_, i) => `a${i} -b${i}`).join(' '),
  'quote run': '"'.repeat(200),
  "'OR' ×100": Array(100).fill('OR').join(' '),
  "'!&|():*' ×40": '!&|():*'.repeat(40),
};
/** JSON nested far deeper than any schema: every JSON operation gets it as its whole body. */
const NESTED_BODIES = {
  '10,000 levels of [': `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '100,000 levels of [': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  '10,000 levels of {"a":': `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  '100,000 levels of {"a":': `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
};
const HOSTILE_DATES = { 'year 0': '0000-01-01', 'year 9999': '9999-12-31' };
const HOSTILE_INTEGERS = { '2^31': 2 ** 31, '-1': -1 };

/**
 * The hostile values a field of this schema gets: integers, or strings — plus a 100 KB one that
 * keeps the field's format (an e-mail address still ends in @example.com), and dates.
 */
function hostileValues(schema: JsonSchema, name: string): [string, unknown][] {
  if (isInteger(schema)) return Object.entries(HOSTILE_INTEGERS);
  if (schema.type !== 'string' && !schema.anyOf) return [];
  const dates =
    schema.format === 'date' || schema.format === 'date-time' ? Object.entries(HOSTILE_DATES) : [];
  const long: [string, unknown] = [
    '100 KB well-formed string',
    `${'x'.repeat(100_000)}${sampleOf(schema, name)}`,
  ];
  return [...Object.entries(HOSTILE_STRINGS), long, ...dates];
}

interface Probe {
  label: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  /** A JSON text sent as it is, instead of `body`. */
  json?: string;
}

/**
 * One request per field and hostile value, the rest of the request as the app fills it — and
 * again with only the required fields, which reaches the rows when a filled-in form would not.
 */
function probesOf(operation: Operation): Probe[] {
  const { path, query } = sampleRequest(operation, resources);
  const bodies = operation.body
    ? [true, false].map((full) => sampleRequest(operation, resources, full).body)
    : [undefined];
  const probes: Probe[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    for (const [what, value] of hostileValues(parameter.schema, parameter.name)) {
      const label = `${parameter.in}.${parameter.name} = ${what}`;
      const body = bodies[0];
      if (parameter.in === 'path')
        probes.push({ label, path: { ...path, [parameter.name]: String(value) }, query, body });
      else probes.push({ label, path, query: { ...query, [parameter.name]: String(value) }, body });
    }
  }
  for (const leaf of operation.body ? leavesOf(operation.body) : []) {
    for (const [what, value] of hostileValues(
      leaf.schema,
      String(leaf.path.findLast((key) => typeof key === 'string') ?? ''),
    )) {
      for (const body of bodies) {
        probes.push({
          label: `body.${leaf.path.join('.')} = ${what}`,
          path,
          query,
          body: withValue(body, leaf.path, value),
        });
      }
    }
  }
  if (operation.body)
    for (const [what, json] of Object.entries(NESTED_BODIES))
      probes.push({ label: `body = ${what}`, path, query, body: undefined, json });
  return probes;
}

interface Answer {
  request: string;
  statusCode: number;
  body: string;
}

/** Sends every probe of every documented operation, signed in (as an admin on admin routes). */
async function sendAll(): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const operation of documentedOperations(t.app)) {
    for (const probe of probesOf(operation)) {
      // A fresh session per request: a probe that changes the password ends the previous ones.
      const headers = await sessionOf(
        t.database.db,
        operation.tags.includes('admin') ? admin : resources.user,
      );
      const res = await t.app.inject({
        method: operation.method,
        url: urlOf(operation.path, probe.path, probe.query),
        headers: probe.json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(probe.json !== undefined
          ? { payload: probe.json }
          : probe.body === undefined
            ? {}
            : { payload: probe.body as object }),
      });
      answers.push({
        request: `${operation.method} ${operation.path} ${probe.label}`,
        statusCode: res.statusCode,
        body: res.body,
      });
    }
  }
  return answers;
}

describe('every documented operation with hostile input', () => {
  it('answers below 500 with the error body of the API, never echoing the input', {
    timeout: 600_000,
  }, async () => {
    const answers = await sendAll();
    const serverErrors = answers.filter((a) => a.statusCode >= 500);
    const foreignBodies = answers.filter(
      (a) => a.statusCode >= 400 && !errorCodes.includes(JSON.parse(a.body).code),
    );
    const echoes = answers.filter((a) => a.statusCode >= 400 && a.body.length > 5_000);
    console.info(
      `openapi fuzz: ${answers.length} malformed requests, ${serverErrors.length} answered 5xx, ` +
        `${foreignBodies.length} with the framework's body, ${echoes.length} echoing the input`,
    );
    expect.soft(serverErrors.map((a) => `${a.request} → ${a.statusCode}`)).toEqual([]);
    expect.soft(foreignBodies.map((a) => `${a.request} → ${a.body.slice(0, 200)}`)).toEqual([]);
    expect.soft(echoes.map((a) => a.request)).toEqual([]);
  });
});
