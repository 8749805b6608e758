import type { OcdsRelease } from '../../../common/api/ocds';

type Json = unknown;

const isObject = (v: Json): v is Record<string, Json> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const hasIds = (v: Json): v is Record<string, Json>[] =>
  Array.isArray(v) && v.length > 0 && v.every((item) => isObject(item) && 'id' in item);

/**
 * OCDS's merge of a newer value into an older one: objects field by field, a list of objects with
 * ids item by id, anything else replaced; null clears a field, a missing one keeps it.
 */
function merged(older: Json, newer: Json): Json {
  if (isObject(older) && isObject(newer)) {
    const out: Record<string, Json> = { ...older };
    for (const [key, value] of Object.entries(newer)) {
      if (value === null) delete out[key];
      else out[key] = key in older ? merged(older[key], value) : value;
    }
    return out;
  }
  if (hasIds(older) && hasIds(newer)) {
    const byId = new Map(older.map((item) => [String(item.id), item]));
    for (const item of newer) {
      const id = String(item.id);
      byId.set(id, byId.has(id) ? (merged(byId.get(id), item) as Record<string, Json>) : item);
    }
    return [...byId.values()];
  }
  return newer;
}

/** The compiled release: every release merged in date order, tagged `compiled`. */
export function compiledRelease(releases: OcdsRelease[]): OcdsRelease {
  const ordered = [...releases].sort((a, b) => a.date.localeCompare(b.date));
  const { tag: _tag, ...all } = ordered.reduce((acc, release) => merged(acc, release) as OcdsRelease);
  return { ...all, id: `${all.ocid}-compilada`, tag: ['compiled'] } as OcdsRelease;
}
