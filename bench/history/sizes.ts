import pg from 'pg';

export interface RelationSize {
  name: string;
  /** The table's own rows, their TOAST and its indexes, in bytes. */
  heap: number;
  toast: number;
  indexes: { name: string; bytes: number }[];
}

/** Every table of the public schema with a byte, biggest first, and each of its indexes. */
export async function sizesOf(url: string): Promise<RelationSize[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select c.relname as name, pg_relation_size(c.oid)::bigint heap,
        coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0)::bigint toast,
        coalesce((select json_agg(json_build_object('name', i.relname, 'bytes', pg_relation_size(i.oid))
                   order by pg_relation_size(i.oid) desc)
                  from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = c.oid), '[]') indexes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and pg_total_relation_size(c.oid) > 8192 * 4
      order by pg_total_relation_size(c.oid) desc`);
    return rows.map((r) => ({
      name: r.name,
      heap: Number(r.heap),
      toast: Number(r.toast),
      indexes: r.indexes,
    }));
  } finally {
    await client.end();
  }
}

export const totalOf = (s: RelationSize) => s.heap + s.toast + s.indexes.reduce((a, i) => a + i.bytes, 0);
