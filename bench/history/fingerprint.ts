import pg from 'pg';

/**
 * What an import leaves, free of the ids and times a run happens to draw: each table's rows as
 * JSON without them, tied to their tender's entry id and party key, hashed and summed (so the
 * order rows were written in does not count). Two databases with the same fingerprint hold the
 * same tenders, versions, events, lots, results and parties.
 */
const TABLES: Record<string, string> = {
  projects: `select hashtextextended((to_jsonb(p) - 'id' - 'created_at' - 'updated_at' - 'contracting_party_id'
      - 'awardee_party_ids')::text || coalesce(b.key, ''), 0) h from projects p left join parties b on b.id = p.contracting_party_id`,
  parties: `select hashtextextended((to_jsonb(p) - 'id' - 'created_at' - 'updated_at')::text, 0) h from parties p`,
  lots: `select hashtextextended((to_jsonb(l) - 'id' - 'project_id')::text || p.entry_id, 0) h
      from lots l join projects p on p.id = l.project_id`,
  tender_results: `select hashtextextended((to_jsonb(r) - 'id' - 'project_id' - 'winner_party_id')::text
      || p.entry_id || coalesce(w.key, ''), 0) h
      from tender_results r join projects p on p.id = r.project_id left join parties w on w.id = r.winner_party_id`,
  project_versions: `select hashtextextended((to_jsonb(v) - 'id' - 'project_id' - 'created_at')::text || p.entry_id, 0) h
      from project_versions v join projects p on p.id = v.project_id`,
  ingest_events: `select hashtextextended(e.type || p.entry_id || coalesce(v.source_updated_at::text, ''), 0) h
      from ingest_events e join projects p on p.id = e.project_id left join project_versions v on v.id = e.version_id`,
};

export type Fingerprint = Record<string, { rows: number; digest: string }>;

export async function fingerprintOf(url: string): Promise<Fingerprint> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Fingerprint = {};
    for (const [table, rows] of Object.entries(TABLES)) {
      const {
        rows: [row],
      } = await client.query(
        `select count(*)::int n, coalesce(sum(h::numeric), 0)::text digest from (${rows}) x`,
      );
      out[table] = { rows: row.n, digest: row.digest };
    }
    return out;
  } finally {
    await client.end();
  }
}

export const sameFingerprint = (a: Fingerprint, b: Fingerprint) => JSON.stringify(a) === JSON.stringify(b);
