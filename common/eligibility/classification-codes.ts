import type { HeldClassification } from '../api/company-profile';

/**
 * Business classification codes as the feed publishes them ('C2-5', 'C*-3', 'C-2-e') and as a
 * company holds them. Categories were letters before RD 773/2015 (a…f) and are numbers since;
 * a letter counts as the number it became (a → 1 … f → 6).
 */
export interface ClassificationCode {
  group: string;
  /** '*' when any subgroup of the group serves. */
  subgroup: string;
  category: number;
}

const LETTER_CATEGORIES = 'abcdef';
const CODE = /^([A-Va-v])\s*-?\s*(\d{1,2}|\*)?\s*-?\s*([1-6]|[a-fA-F])?$/;

/** The code read, or null when it is not a classification code. */
export function parseClassificationCode(code: string): ClassificationCode | null {
  const m = CODE.exec(code.trim());
  if (!m) return null;
  const [, group = '', subgroup, category] = m;
  const letter = category ? LETTER_CATEGORIES.indexOf(category.toLowerCase()) : -1;
  return {
    group: group.toUpperCase(),
    subgroup: subgroup ?? '*',
    // No category given: any category of the group and subgroup serves.
    category: letter >= 0 ? letter + 1 : category ? Number(category) : 1,
  };
}

/** One spelling per requirement, so a held code and a required one compare as text. */
export const canonicalCode = (c: ClassificationCode) => `${c.group}${c.subgroup}-${c.category}`;

/** A classification is held on `today` when it has no end date or ends on or after it. */
export const isInForce = (held: HeldClassification, today: string) =>
  held.valid_until == null || held.valid_until >= today;

/**
 * Every canonical required code the company's classifications in force meet: the same group, the
 * same subgroup (or any, '*'), and a category at least the one required.
 */
export function metCodes(held: HeldClassification[], today: string): string[] {
  const codes = new Set<string>();
  for (const h of held.filter((c) => isInForce(c, today)))
    for (let category = 1; category <= h.category; category++)
      for (const subgroup of [String(h.subgroup), '*'])
        codes.add(canonicalCode({ group: h.group, subgroup, category }));
  return [...codes].sort();
}

/** 'C2-5' for a held classification, as the reasons name it. */
export const heldCode = (h: HeldClassification) => `${h.group}${h.subgroup}-${h.category}`;
