/**
 * Amounts as exact decimal strings, never floats. PLACSP writes `60806.9`, but other
 * publishers write `60.806,90`, `60806,9` or `60,806.90`: the last separator is the decimal
 * one when both appear; a separator that repeats groups thousands; a single one is decimal.
 */
export function parseAmount(raw: string | null): string | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s\u00a0\u202f'€]|EUR/gi, '');
  const m = /^([+-]?)([\d.,]+)$/.exec(compact);
  if (!m) return null;
  const [, sign, body = ''] = m;
  const split = splitDecimal(body);
  if (!split) return null;
  return canonical(sign === '-', split.integer, split.fraction);
}

function splitDecimal(body: string): { integer: string; fraction: string } | null {
  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  if (lastComma < 0 && lastDot < 0) return /^\d+$/.test(body) ? { integer: body, fraction: '' } : null;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimalAt = Math.max(lastComma, lastDot);
    const integer = body.slice(0, decimalAt);
    const fraction = body.slice(decimalAt + 1);
    const grouping = body[decimalAt] === ',' ? '.' : ',';
    return isGrouped(integer, grouping) && /^\d+$/.test(fraction)
      ? { integer: integer.split(grouping).join(''), fraction }
      : null;
  }
  const separator = lastComma >= 0 ? ',' : '.';
  const parts = body.split(separator);
  if (parts.length === 2) {
    const [integer = '', fraction = ''] = parts;
    return /^\d*$/.test(integer) && /^\d+$/.test(fraction) ? { integer: integer || '0', fraction } : null;
  }
  return isGrouped(body, separator) ? { integer: parts.join(''), fraction: '' } : null;
}

/** `1.234.567` with `.`: digits in groups of three after a first group of one to three. */
function isGrouped(integer: string, separator: string): boolean {
  if (!integer.includes(separator)) return /^\d+$/.test(integer);
  const [first = '', ...rest] = integer.split(separator);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

/** One spelling per value (`0060806.90` → `60806.9`), so versions compare equal when unchanged. */
function canonical(negative: boolean, integer: string, fraction: string): string {
  const int = integer.replace(/^0+(?=\d)/, '');
  const frac = fraction.replace(/0+$/, '');
  const value = frac ? `${int}.${frac}` : int;
  return negative && /[1-9]/.test(value) ? `-${value}` : value;
}
