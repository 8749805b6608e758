import { foldWord } from '../text/words';

/**
 * Certificates a solvency criterion asks for, read from its type code or its words. Only
 * certificates a company can say it holds are named; anything else stays a line to review.
 */
const BY_TYPE_CODE: Record<string, string> = {
  'XSX-CERTCALIDAD': 'ISO 9001',
  'OXR-GESTMEDIOAMB': 'ISO 14001',
};
const BY_WORDS: [RegExp, string][] = [
  [/\biso\s*9001\b/, 'ISO 9001'],
  [/\biso\s*14001\b|\bemas\b/, 'ISO 14001'],
  [/\biso\s*45001\b|\bohsas\s*18001\b/, 'ISO 45001'],
  [/esquema nacional de seguridad|\bens\b/, 'ENS'],
];

export function certificatesAsked(typeCode: string | null, description: string | null): string[] {
  const text = foldWord(description ?? '');
  const named = BY_WORDS.filter(([words]) => words.test(text)).map(([, name]) => name);
  const byCode = typeCode ? BY_TYPE_CODE[typeCode] : undefined;
  return [...new Set([...(named.length > 0 ? named : byCode ? [byCode] : [])])];
}

/** 'iso-9001', ' ISO 9001 ' and 'ISO9001' are the same certificate. */
export const certificateKey = (name: string) => foldWord(name).replace(/[^a-z0-9]/g, '');
