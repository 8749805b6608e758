import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as ONE json parameter, expanded by PostgreSQL (`jsonb_to_recordset`): for bulk
 * writes this replaces thousands of bound parameters, whose building dominated the importer's
 * CPU time. Sent as jsonb, the document is parsed once: as json, every jsonb column (an entry's
 * `data`) was parsed a second time, which doubled PostgreSQL's decoding cost. Rows are keyed by
 * the Drizzle property names and serialised as they are (the record's fields carry those names,
 * so no row is copied; a Date becomes its ISO text and a missing key is null); `extra` adds
 * fields that are not columns (name → SQL type) for the SELECT to compute with, as `x.<name>`.
 */
export function jsonRows<T extends PgTable>(
  table: T,
  rows: (Partial<T['$inferInsert']> & Record<string, unknown>)[],
  extra: Record<string, string> = {},
): JsonRows {
  return jsonRowsText(table, serialisedRows(rows), extra);
}

export interface JsonRows {
  columns: SQL;
  values: SQL;
  from: SQL;
  select: SQL;
}

/** Rows as JSON text, with every key any of them has. */
export interface SerialisedRows {
  json: string;
  keys: Set<string>;
}

export function serialisedRows(rows: Record<string, unknown>[], keys = new Set<string>()): SerialisedRows {
  for (const row of rows) for (const key in row) keys.add(key);
  return { json: JSON.stringify(rows), keys };
}

/**
 * `jsonRows` for rows already serialised (e.g. in slices, so that building a large batch never
 * holds the event loop for long).
 */
export function jsonRowsText<T extends PgTable>(
  table: T,
  { json, keys: present }: SerialisedRows,
  extra: Record<string, string> = {},
): JsonRows {
  const used = Object.entries(getTableColumns(table))
    .filter(([key]) => present.has(key))
    .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
  const fields = [...used, ...Object.entries(extra).map(([name, type]) => ({ key: name, name, type }))];
  const names = used.map((c) => `"${c.name}"`).join(', ');
  const types = fields.map((c) => `"${c.key}" ${c.type}`).join(', ');
  const from = sql`jsonb_to_recordset(${json}::jsonb) as x(${sql.raw(types)})`;
  const values = sql.raw(used.map((c) => `x."${c.key}"`).join(', '));
  return { columns: sql.raw(names), values, from, select: sql`select ${values} from ${from}` };
}
