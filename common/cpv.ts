/**
 * CPV codes are 8 digits whose trailing zeros mark broader levels: division (2 significant
 * digits), group (3), class (4), category (5) and finer ones. A code's ancestors are its
 * prefixes padded with zeros, so 45233120 sits under 45233100, 45233000, 45230000, 45200000
 * and 45000000.
 */
export const CPV_CODE = /^\d{8}$/;

export function cpvAncestorsAndSelf(code: string): string[] {
  if (!CPV_CODE.test(code)) return [];
  const codes = new Set<string>();
  for (let digits = 2; digits <= 8; digits++) codes.add(code.slice(0, digits).padEnd(8, '0'));
  return [...codes];
}

/** Every code and every broader code of a list, deduplicated: what a CPV filter matches against. */
export function cpvPrefixesOf(codes: string[]): string[] {
  return [...new Set(codes.flatMap(cpvAncestorsAndSelf))].sort();
}

/** '45233120 - Trabajos de construcción de carreteras', or the bare code when the catalogue lacks it. */
export const cpvWithLabel = (code: string, label: string | null | undefined): string =>
  label ? `${code} - ${label}` : code;

/** A tender's codes with their names, as one text (an export cell, a line of a list). */
export const cpvListText = (
  codes: readonly string[],
  labels: Readonly<Record<string, string>>,
  separator = '; ',
) => codes.map((code) => cpvWithLabel(code, labels[code])).join(separator);
