import { sql } from 'drizzle-orm';
import {
  type AlertSuggestion,
  SUGGESTION_MIN_TENDERS,
  type SuggestionKind,
} from '../../../common/api/alert-suggestions';
import { isContentWord } from '../../../common/text/spanish-stop-words';
import { tokenizeWords } from '../../../common/text/words';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';

interface JudgedTender {
  alert_id: number;
  alert_name: string;
  search_terms: string;
  cpv_filter: string[];
  value: 'up' | 'down';
  title: string;
  cpv_codes: string[];
}

/** At most this many suggestions per alert: the strongest. */
const PER_ALERT = 2;

/** The words a title is made of, folded, as a suggestion would exclude them (no stop word, no short one, no number). */
const titleWords = (title: string) => tokenizeWords(title).filter((t) => isContentWord(t.word, 4));

/** The CPV class of a code: its first four digits. */
export const cpvClass = (code: string) => code.slice(0, 4);

/** Counts, per key, the distinct down-voted tenders holding it, keeping the keys no up-voted tender holds. */
function sharedByDown(tenders: JudgedTender[], keysOf: (t: JudgedTender) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const wanted = new Set(tenders.filter((t) => t.value === 'up').flatMap(keysOf));
  for (const tender of tenders.filter((t) => t.value === 'down'))
    for (const key of new Set(keysOf(tender)))
      if (!wanted.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** The keys held by at least the minimum of tenders, the most shared first (then by key). */
const strongest = (counts: Map<string, number>) =>
  [...counts]
    .filter(([, n]) => n >= SUGGESTION_MIN_TENDERS)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

/**
 * What each of the user's alerts could leave out, learned from their 'No me interesa': a word in
 * the titles of several tenders they did not want (and of none they wanted) that the alert does
 * not look for, or a CPV class of its filter those tenders share — never its only one. A
 * suggestion applied before (or undone) is not offered again.
 */
export async function alertSuggestions(db: Db, userId: number): Promise<AlertSuggestion[]> {
  const rows = await queryRows<JudgedTender>(
    db,
    sql`select a.id as alert_id, a.name as alert_name, a.search_terms,
          array(select jsonb_array_elements_text(coalesce(a.filters->'cpv_codes', '[]'::jsonb))) as cpv_filter,
          f.value, p.title, p.cpv_codes
        from tender_feedback f
        join alerts a on a.id = any(f.alert_ids) and a.user_id = f.user_id
        join projects p on p.id = f.project_id
        where f.user_id = ${userId}
        order by a.id`,
  );
  const done = await queryRows<{ alert_id: number; kind: SuggestionKind; value: string }>(
    db,
    sql`select c.alert_id, c.kind, c.value from alert_suggestion_changes c join alerts a on a.id = c.alert_id
        where a.user_id = ${userId}`,
  );
  const offeredBefore = new Set(done.map((c) => `${c.alert_id}:${c.kind}:${c.value}`));
  const byAlert = new Map<number, JudgedTender[]>();
  for (const row of rows) byAlert.set(row.alert_id, [...(byAlert.get(row.alert_id) ?? []), row]);

  const suggestions: AlertSuggestion[] = [];
  for (const [alertId, tenders] of byAlert) {
    const { alert_name, search_terms, cpv_filter } = tenders[0]!;
    const fresh = (kind: SuggestionKind, value: string) => !offeredBefore.has(`${alertId}:${kind}:${value}`);
    const ownWords = new Set(tokenizeWords(search_terms).map((t) => t.word));
    const spelling = new Map<string, string>();
    for (const t of tenders)
      for (const token of titleWords(t.title))
        if (!spelling.has(token.word))
          spelling.set(token.word, t.title.slice(token.start, token.end).toLowerCase());

    const words = strongest(sharedByDown(tenders, (t) => titleWords(t.title).map((token) => token.word)))
      .filter(([word]) => !ownWords.has(word))
      .map(([word, n]) => ({ kind: 'exclude_word' as const, value: spelling.get(word) ?? word, n }));
    // A class can go only when the filter names codes inside it and keeps others.
    const removable = (cls: string) => {
      const inside = cpv_filter.filter(
        (code) => cpvClass(code) === cls && code.replace(/0+$/, '').length >= 4,
      );
      return inside.length > 0 && inside.length < cpv_filter.length;
    };
    const classes = strongest(sharedByDown(tenders, (t) => t.cpv_codes.map(cpvClass)))
      .filter(([cls]) => removable(cls))
      .map(([cls, n]) => ({ kind: 'remove_cpv' as const, value: cls, n }));

    for (const { kind, value, n } of [...classes, ...words]
      .filter((s) => fresh(s.kind, s.value))
      .slice(0, PER_ALERT))
      suggestions.push({
        alert_id: alertId,
        alert_name,
        kind,
        value,
        value_label: null,
        tenders: n,
      });
  }
  // Names only for the classes suggested, read once.
  const labels = await cpvClassLabels(
    db,
    suggestions.filter((s) => s.kind === 'remove_cpv').map((s) => s.value),
  );
  return suggestions.map((s) =>
    s.kind === 'remove_cpv' ? { ...s, value_label: labels.get(s.value) ?? null } : s,
  );
}

/** The catalogue's names of CPV classes (the name of code class + '0000'). */
async function cpvClassLabels(db: Db, classes: string[]): Promise<Map<string, string>> {
  const codes = [...new Set(classes)].map((cls) => `${cls}0000`);
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; label: string }>(
    db,
    sql`select code, label from cpv_codes where code = any(${pgArray(codes)}::text[])`,
  );
  return new Map(rows.map((row) => [cpvClass(row.code), row.label]));
}
