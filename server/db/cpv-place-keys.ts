import { type SQL, sql } from 'drizzle-orm';

/**
 * A tender's CPV prefixes and the prefixes of its NUTS code (2 to 5 characters, the lengths of a
 * region filter: ES, ES5, ES51, ES511) in one array, indexed by one GIN index. A search by CPV
 * and place asks it for both at once, and the index intersects them: separate indexes built a
 * bitmap of every tender of the CPV division (163,000 of a million) only to keep the province's
 * 4,000. The two kinds never collide: a CPV code has 8 digits.
 */
export const cpvPlaceKeys = (cpvPrefixes: SQL, nuts: SQL) =>
  sql`(${cpvPrefixes} || array[left(${nuts}, 2), left(${nuts}, 3), left(${nuts}, 4), left(${nuts}, 5)])`;
