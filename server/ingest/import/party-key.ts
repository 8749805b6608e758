import { partyDisplayName } from '../../../common/competition';
import type { PartyRef } from '../../db/tender-data';

/** Schemes in order of strength: a tax id identifies a party across bodies and platforms. */
const SCHEMES: ReadonlyArray<readonly [scheme: string, prefix: string]> = [
  ['NIF', 'NIF'],
  ['DIR3', 'DIR3'],
  ['ID_PLATAFORMA', 'PLAT'],
];

export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The deduplication key of a party: its NIF, else DIR3, else platform id, else its normalised
 * name; null when it has neither id nor name.
 */
export function partyKey(party: PartyRef): string | null {
  for (const [scheme, prefix] of SCHEMES) {
    const value = party.identifiers[scheme]?.trim().toUpperCase();
    if (value) return `${prefix}:${value}`;
  }
  const name = party.name ? normaliseName(partyDisplayName(party.name)) : '';
  return name ? `NAME:${name}` : null;
}

/** The tax id shown as `party_id`: the NIF when published. */
export function taxIdOf(party: PartyRef): string | null {
  return party.identifiers.NIF?.trim().toUpperCase() || null;
}
