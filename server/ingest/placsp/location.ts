import type { Address, Location } from '../../db/tender-data';
import { readAddress } from './parties';
import { child, textAt, type XmlElement } from './xml';

/**
 * A RealizedLocation → where the contract is performed. City, postal code and country are
 * rare there (≈7 % of entries), so a folder's location falls back to the contracting body's
 * address for them; the NUTS code and subentity name never do.
 */
export function readLocation(
  realized: XmlElement | undefined,
  fallback: Address | null = null,
): Location | null {
  const address = readAddress(child(realized, 'cac:Address'));
  const location: Location = {
    city: address?.city ?? fallback?.city ?? null,
    postalCode: address?.postalCode ?? fallback?.postalCode ?? null,
    subentityCode: textAt(realized, 'cbc:CountrySubentityCode'),
    countrySubentity: textAt(realized, 'cbc:CountrySubentity'),
    countryCode: address?.countryCode ?? fallback?.countryCode ?? null,
    countryName: address?.countryName ?? fallback?.countryName ?? null,
  };
  return Object.values(location).some((v) => v !== null) ? location : null;
}
