import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Many rows as ONE json parameter, expanded by PostgreSQL (`jsonb_to_recordset`): for bulk
 * writes this replaces thousands of bound parameters, whose building dominated the importer's
 * CPU time. Sent as jsonb, the document is parsed once: as json, every jsonb column (an entry's
 * `data`) was parsed a second time, which doubled PostgreSQL's decoding cost. Rows are keyed by
 * the Drizzle property names; `extra` adds fields that are not columns (name → SQL type) for
 * the SELECT to compute with, as `x.<name>`.
 */
export function jsonRows<T extends PgTable>(
  table: T,
  rows: (Partial<T['$inferInsert']> & Record<string, unknown>)[],
  extra: Record<string, string> = {},
): { columns: SQL; values: SQL; from: SQL; select: SQL } {
  const present = new Set(rows.flatMap((r) => Object.keys(r)));
  const used = Object.entries(getTableColumns(table))
    .filter(([key]) => present.has(key))
    .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
  const fields = [...used, ...Object.entries(extra).map(([name, type]) => ({ key: name, name, type }))];
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const { key, name } of fields) {
      const value = row[key];
      out[name] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return out;
  });
  const names = used.map((c) => `"${c.name}"`).join(', ');
  const types = fields.map((c) => `"${c.name}" ${c.type}`).join(', ');
  const from = sql`jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as x(${sql.raw(types)})`;
  const values = sql.raw(used.map((c) => `x."${c.name}"`).join(', '));
  return { columns: sql.raw(names), values, from, select: sql`select ${values} from ${from}` };
}
