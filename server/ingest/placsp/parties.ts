import type { Address, ContractingParty, PartyIdentifiers, WinningParty } from '../../db/tender-data';
import { httpUrl } from './values';
import { at, child, childrenOf, textAt, textOf, type XmlElement } from './xml';

/** PartyIdentification/ID by schemeName (first value per scheme), in document order. */
export function identifiersOf(party: XmlElement | undefined): Array<[scheme: string, value: string]> {
  const found: Array<[string, string]> = [];
  for (const identification of childrenOf(party, 'cac:PartyIdentification')) {
    const id = child(identification, 'cbc:ID');
    const value = textOf(id);
    if (!value) continue;
    const scheme = id?.attrs.schemeName?.trim() || 'ID';
    if (!found.some(([s]) => s === scheme)) found.push([scheme, value]);
  }
  return found;
}

/** CFS/LocatedContractingParty → the contracting body with its ids, hierarchy and address. */
export function readContractingParty(located: XmlElement | undefined): ContractingParty | null {
  if (!located) return null;
  const party = child(located, 'cac:Party');
  const contact = child(party, 'cac:Contact');
  return {
    name: textAt(party, 'cac:PartyName', 'cbc:Name'),
    identifiers: Object.fromEntries(identifiersOf(party)) as PartyIdentifiers,
    hierarchy: hierarchyOf(located),
    typeCode: textAt(located, 'cbc:ContractingPartyTypeCode'),
    activityCode: textAt(located, 'cbc:ActivityCode'),
    website: httpUrl(textAt(party, 'cbc:WebsiteURI')),
    buyerProfileUri: httpUrl(textAt(located, 'cbc:BuyerProfileURIID')),
    agentPartyId: textAt(party, 'cac:AgentParty', 'cac:PartyIdentification', 'cbc:ID'),
    address: readAddress(child(party, 'cac:PostalAddress')),
    contact: contact
      ? {
          name: textAt(contact, 'cbc:Name'),
          telephone: textAt(contact, 'cbc:Telephone'),
          email: textAt(contact, 'cbc:ElectronicMail'),
        }
      : null,
  };
}

/** Nested ParentLocatedParty names, outermost first (see ContractingParty.hierarchy for the order). */
function hierarchyOf(located: XmlElement): string[] {
  const names: string[] = [];
  let parent = child(located, 'cac-place-ext:ParentLocatedParty');
  while (parent) {
    const name = textAt(parent, 'cac:PartyName', 'cbc:Name');
    if (name) names.push(name);
    parent = child(parent, 'cac-place-ext:ParentLocatedParty');
  }
  return names;
}

/** A PostalAddress or RealizedLocation/Address; null when it says nothing. */
export function readAddress(address: XmlElement | undefined): Address | null {
  if (!address) return null;
  const lines = childrenOf(address, 'cac:AddressLine')
    .map((line) => textAt(line, 'cbc:Line'))
    .filter((line): line is string => line !== null);
  const result: Address = {
    street: lines.length > 0 ? lines.join(', ') : null,
    city: textAt(address, 'cbc:CityName'),
    postalCode: textAt(address, 'cbc:PostalZone'),
    countryCode: textAt(address, 'cac:Country', 'cbc:IdentificationCode'),
    countryName: textAt(address, 'cac:Country', 'cbc:Name'),
  };
  return Object.values(result).some((v) => v !== null) ? result : null;
}

/** TenderResult/WinningParty → name and ids; the first id is the one shown with its scheme. */
export function readWinningParty(winning: XmlElement): WinningParty | null {
  const ids = identifiersOf(winning);
  const name = textOf(at(winning, 'cac:PartyName', 'cbc:Name'));
  if (!name && ids.length === 0) return null;
  const [first] = ids;
  return {
    name,
    identifiers: Object.fromEntries(ids) as PartyIdentifiers,
    idScheme: first?.[0] ?? null,
    identifier: first?.[1] ?? null,
  };
}
