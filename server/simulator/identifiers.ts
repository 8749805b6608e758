/** Spanish tax ids with valid control characters, so importers that validate them accept the data. */

const CIF_LETTERS = 'JABCDEFGHI';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifControl(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (i % 2 === 1) sum += d;
    else sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * CIF of a legal entity: a letter, seven digits and a control character. Public bodies (P, Q, S)
 * end in a letter, companies (A, B) in a digit, as the real ids in the feeds do.
 */
export function cif(kind: 'A' | 'B' | 'P' | 'Q' | 'S', number: number): string {
  const digits = String(number % 10_000_000).padStart(7, '0');
  const control = cifControl(digits);
  return kind + digits + (kind === 'A' || kind === 'B' ? String(control) : CIF_LETTERS[control]);
}

/** NIF of a person (DNI): eight digits and the mod-23 letter. */
export function dni(number: number): string {
  const n = number % 100_000_000;
  return String(n).padStart(8, '0') + DNI_LETTERS[n % 23];
}

/** Strips accents and non-alphanumerics: for e-mail and web host names built from body names. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
