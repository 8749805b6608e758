import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the API's OpenAPI document uses (zod → fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: Method;
  /** The OpenAPI path, e.g. `/v1/alerts/{id}`. */
  path: string;
  tags: string[];
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** The scope an API key needs (the document's `security`); null: none may call it. */
  keyScope: string | null;
}

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
};

/** Every operation the served OpenAPI document lists: a new route is walked without editing tests. */
export function documentedOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as unknown as Document;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      path,
      tags: operation.tags ?? [],
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
      keyScope: Object.values(operation.security?.[0] ?? {})[0]?.[0] ?? null,
    })),
  );
}

/** The first alternative of a union: what a sample or a walk follows. */
function resolved(schema: JsonSchema): JsonSchema {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
}

// Strings that satisfy the patterns the API uses (colours, CPV, postal codes, NUTS, bulletin ids…).
const PATTERN_SAMPLES = [
  '#112233',
  '45000000',
  '28001',
  'ES3',
  '1',
  'BOE-A-2020-1234',
  'BOE-A-2020-1234.json',
  'in_1',
];

function sampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return '2027-05-01';
  if (schema.format === 'date-time') return '2027-05-01T10:00:00.000Z';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (/email/i.test(name)) return 'fuzz@example.com';
  if (/password/i.test(name)) return 'secreto-123';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = PATTERN_SAMPLES.find((s) => pattern.test(s));
    if (match) return match;
  }
  return 'texto'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength);
}

/**
 * A value the schema accepts: a non-empty text (its format or pattern sample), the first enum
 * value, the lower bound; `full` fills every property and one item per list, otherwise only
 * what is required.
 */
export function sampleOf(input: JsonSchema, name = '', full = true): unknown {
  const schema = resolved(input);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => full || schema.required?.includes(key))
          .map(([key, property]) => [key, sampleOf(property, key, full)]),
      );
    case 'array':
      return schema.items && (full || (schema.minItems ?? 0) > 0) ? [sampleOf(schema.items, name, full)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return schema.default ?? false;
    case 'string':
      return sampleString(schema, name);
    default:
      return schema.default ?? null;
  }
}

export type FieldPath = (string | number)[];

/**
 * Every scalar field of a body schema with its path; an array's items are walked at index 0 and
 * a free-form object (a job's payload) gets one string field.
 */
export function leavesOf(input: JsonSchema, at: FieldPath = []): { path: FieldPath; schema: JsonSchema }[] {
  const schema = resolved(input);
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties) {
    return [{ path: [...at, 'campo'], schema: { type: 'string' } }];
  }
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      leavesOf(property, [...at, key]),
    );
  }
  if (schema.type === 'array' && schema.items) return leavesOf(schema.items, [...at, 0]);
  return [{ path: at, schema }];
}

/** A copy of `value` with `replacement` at `path`, creating the objects and arrays on the way. */
export function withValue(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValue(list[head], rest, replacement);
    return list;
  }
  const object = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  object[head] = withValue(object[head], rest, replacement);
  return object;
}

const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which that refuses) goes out as
 * the three bytes a client would send for it (%ED%A0%80 for U+D800).
 */
function encodeComponent(value: string): string {
  return value
    .split(LONE_SURROGATE)
    .map((part) => {
      if (!LONE_SURROGATE.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

/** The request URL of an operation with its path parameters and query filled in (encoded). */
export function urlOf(path: string, pathValues: Record<string, string>, query: Record<string, string> = {}) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
    return encodeComponent(value);
  });
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

/** Whether a schema is an integer or an id-like number (what the database stores as `integer`). */
export function isInteger(schema: JsonSchema): boolean {
  return resolved(schema).type === 'integer';
}
