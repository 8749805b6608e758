import type { ContractingParty, PartyRef } from '../../db/tender-data';
import { IDENTIFIER_SCHEME } from './ocds-codes';

export interface OcdsParty {
  id: string;
  name?: string;
  identifier?: { scheme: string; id: string; legalName?: string };
  additionalIdentifiers?: { scheme: string; id: string }[];
  address?: Record<string, string>;
  contactPoint?: Record<string, string>;
  roles: string[];
}

/** org-id.guide's scheme for a PLACSP scheme; one not registered there is marked X- (OCDS's rule). */
const schemeOf = (scheme: string) => IDENTIFIER_SCHEME[scheme] ?? `X-PLACSP-${scheme}`;

/** The preferred identifier first: DIR3 (bodies), then NIF, then what else was published. */
const ORDER = ['DIR3', 'NIF', 'UTE'];

function identifiersOf(party: PartyRef) {
  return Object.entries(party.identifiers)
    .filter(([, value]) => value.trim() !== '')
    .sort(([a], [b]) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99))
    .map(([scheme, value]) => ({ scheme: schemeOf(scheme), id: value.trim() }));
}

/** A web address OCDS accepts (a `uri`), else nothing. */
export function uriOrNothing(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  return URL.canParse(withScheme) ? new URL(withScheme).href : undefined;
}

const compact = (fields: Record<string, string | null | undefined>) => {
  const kept = Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
};

/** A party as OCDS names it: the id is its preferred identifier (ES-DIR3-…, ES-NIF-…), else its name. */
export function ocdsParty(party: PartyRef, role: 'buyer' | 'supplier'): OcdsParty {
  const [main, ...others] = identifiersOf(party);
  const name = party.name ?? undefined;
  return {
    id: main
      ? `${main.scheme}-${main.id}`
      : `nombre-${(name ?? 'desconocido').toLowerCase().replace(/\s+/g, '-')}`,
    ...(name ? { name } : {}),
    ...(main ? { identifier: { ...main, ...(name ? { legalName: name } : {}) } } : {}),
    ...(others.length > 0 ? { additionalIdentifiers: others } : {}),
    roles: role === 'buyer' ? ['buyer', 'procuringEntity'] : ['supplier', 'tenderer'],
  };
}

/** The contracting body with its address and contact point. */
export function ocdsBuyer(body: ContractingParty): OcdsParty {
  const address = compact({
    streetAddress: body.address?.street,
    locality: body.address?.city,
    postalCode: body.address?.postalCode,
    countryName: body.address?.countryName,
  });
  const contactPoint = compact({
    name: body.contact?.name,
    email: body.contact?.email,
    telephone: body.contact?.telephone,
    url: uriOrNothing(body.website ?? body.buyerProfileUri),
  });
  return {
    ...ocdsParty(body, 'buyer'),
    ...(address ? { address } : {}),
    ...(contactPoint ? { contactPoint } : {}),
  };
}

/** One entry per party id, its roles joined (a body may also win a lot of another's tender). */
export function mergedParties(parties: OcdsParty[]): OcdsParty[] {
  const byId = new Map<string, OcdsParty>();
  for (const party of parties) {
    const seen = byId.get(party.id);
    byId.set(party.id, seen ? { ...seen, roles: [...new Set([...seen.roles, ...party.roles])] } : party);
  }
  return [...byId.values()];
}
