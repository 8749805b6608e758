import { cif, slug } from './identifiers';
import type { Province } from './places';
import { hash32 } from './prng';

/** A contracting body (LocatedContractingParty) with its organisational hierarchy. */
export interface Buyer {
  key: string;
  name: string;
  /** ContractingAuthorityCode-2.10. */
  typeCode: string;
  activityCode: string;
  nif: string;
  dir3: string;
  platformId: string;
  city: string;
  postalZone: string;
  street: string;
  website: string;
  email: string;
  phone: string;
  /** Parent names from the nearest up to "Sector Público". */
  parents: readonly string[];
  /** Short form used in titles ("del Ayuntamiento de Lena"). */
  titleSuffix: string;
}

export type BuyerKind =
  | 'ayuntamiento'
  | 'diputacion'
  | 'consejeria'
  | 'universidad'
  | 'hospital'
  | 'ministerio';

export const BUYER_KINDS: readonly (readonly [BuyerKind, number])[] = [
  ['ayuntamiento', 55],
  ['diputacion', 10],
  ['consejeria', 15],
  ['universidad', 6],
  ['hospital', 6],
  ['ministerio', 8],
];

const COUNCIL_ORGANS = [
  'Alcaldía del Ayuntamiento de',
  'Junta de Gobierno Local del Ayuntamiento de',
  'Pleno del Ayuntamiento de',
];
const REGIONAL_AREAS = [
  'Educación',
  'Sanidad',
  'Fomento',
  'Medio Ambiente',
  'Hacienda',
  'Cultura y Turismo',
  'Agricultura',
];
const MINISTRIES = [
  'Ministerio del Interior',
  'Ministerio de Hacienda',
  'Ministerio de Defensa',
  'Ministerio de Transportes y Movilidad Sostenible',
];
const STREETS = [
  'Plaza Mayor',
  'Plaza de España',
  'Calle Real',
  'Avda. de la Constitución',
  'Calle Mayor',
  'Paseo del Prado',
];

const cache = new Map<string, Buyer>();

/**
 * The contracting body of a kind in a province; `variant` selects the town, area or ministry. The same
 * arguments always return the same body with the same ids, so bodies recur across entries.
 */
export function buyerOf(kind: BuyerKind, province: Province, variant: number): Buyer {
  const key = `${kind}:${province.ine}:${variant}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const h = hash32(Number(province.ine), variant, kind.length * 31 + kind.charCodeAt(0));
  const ine = Number(province.ine);
  const capital = province.towns[0]!;
  const town = province.towns[variant % province.towns.length]!;
  let buyer: Omit<Buyer, 'key' | 'website' | 'email' | 'phone' | 'street' | 'postalZone' | 'platformId'>;
  switch (kind) {
    case 'ayuntamiento': {
      const municipality = ine * 1000 + (variant % province.towns.length) * 37 + 1;
      buyer = {
        name: `${COUNCIL_ORGANS[h % COUNCIL_ORGANS.length]} ${town}`,
        typeCode: '3',
        activityCode: '1',
        nif: cif('P', municipality * 100),
        dir3: `L01${String(municipality).padStart(5, '0')}${h % 10}`,
        city: town,
        parents: [town, 'Ayuntamientos', province.name, 'ENTIDADES LOCALES', 'Sector Público'],
        titleSuffix: `del Ayuntamiento de ${town}`,
      };
      break;
    }
    case 'diputacion':
      buyer = {
        name: `Diputación Provincial de ${province.name}`,
        typeCode: '3',
        activityCode: '1',
        nif: cif('P', ine * 100000),
        dir3: `L02${String(ine * 1000).padStart(6, '0')}`,
        city: capital,
        parents: ['Diputaciones', province.name, 'ENTIDADES LOCALES', 'Sector Público'],
        titleSuffix: `de la Diputación Provincial de ${province.name}`,
      };
      break;
    case 'consejeria': {
      const area = REGIONAL_AREAS[variant % REGIONAL_AREAS.length]!;
      buyer = {
        name: `Consejería de ${area} (${province.community})`,
        typeCode: '2',
        activityCode: '1',
        nif: cif('S', ine * 100000 + 11000 + (variant % REGIONAL_AREAS.length)),
        dir3: `A${String(ine).padStart(2, '0')}${String(h % 1000000).padStart(6, '0')}`,
        city: capital,
        parents: [province.community, 'COMUNIDADES Y CIUDADES AUTÓNOMAS', 'Sector Público'],
        titleSuffix: `de la Consejería de ${area}`,
      };
      break;
    }
    case 'universidad':
      buyer = {
        name: `Rectorado de la Universidad de ${capital}`,
        typeCode: '4',
        activityCode: '9',
        nif: cif('Q', ine * 100000 + 18000),
        dir3: `U${String(ine).padStart(2, '0')}${String(h % 1000000).padStart(6, '0')}`,
        city: capital,
        parents: [
          `Universidad de ${capital}`,
          'Universidades Públicas',
          province.community,
          'Sector Público',
        ],
        titleSuffix: `de la Universidad de ${capital}`,
      };
      break;
    case 'hospital':
      buyer = {
        name: `Gerencia del Hospital Universitario de ${capital}`,
        typeCode: '4',
        activityCode: '3',
        nif: cif('Q', ine * 100000 + 68000),
        dir3: `A${String(ine).padStart(2, '0')}${String((h >>> 3) % 1000000).padStart(6, '0')}`,
        city: capital,
        parents: [
          'Servicio de Salud',
          province.community,
          'COMUNIDADES Y CIUDADES AUTÓNOMAS',
          'Sector Público',
        ],
        titleSuffix: `del Hospital Universitario de ${capital}`,
      };
      break;
    case 'ministerio': {
      const ministry = MINISTRIES[variant % MINISTRIES.length]!;
      buyer = {
        name: `Delegación en ${province.name} del ${ministry}`,
        typeCode: '1',
        activityCode: '1',
        nif: cif('S', 2800000 + (variant % MINISTRIES.length) * 1000 + ine),
        dir3: `E${String(h % 100000000).padStart(8, '0')}`,
        city: capital,
        parents: [ministry, 'ADMINISTRACIÓN GENERAL DEL ESTADO', 'Sector Público'],
        titleSuffix: `del ${ministry} en ${province.name}`,
      };
      break;
    }
  }
  const host = `${slug(buyer.city).slice(0, 20)}.es`;
  const full: Buyer = {
    ...buyer,
    key,
    platformId: String(10_000_000_000_000 + (h % 90_000_000) * 1000 + ine),
    postalZone: `${province.ine}${String(h % 1000).padStart(3, '0')}`,
    street: `${STREETS[h % STREETS.length]}, ${(h % 40) + 1}`,
    website: `https://www.${host}`,
    email: `contratacion@${host}`,
    phone: `9${String(h % 100_000_000).padStart(8, '0')}`,
  };
  cache.set(key, full);
  return full;
}
