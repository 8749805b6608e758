import type { ContractType } from './cpv';
import { cif, dni } from './identifiers';
import { hash32, type Rng } from './prng';

/** A winning bidder, as written in TenderResult/WinningParty. */
export interface Party {
  scheme: 'NIF' | 'UTE' | 'OTROS';
  id: string;
  name: string;
  sme: boolean;
}

const SECTOR_WORDS: Record<ContractType, readonly string[]> = {
  1: ['SUMINISTROS', 'DISTRIBUCIONES', 'COMERCIAL', 'EQUIPAMIENTOS', 'SISTEMAS'],
  2: ['SERVICIOS', 'LIMPIEZAS', 'GESTIÓN', 'CONSULTORÍA', 'TRANSPORTES', 'MANTENIMIENTO'],
  3: ['CONSTRUCCIONES', 'OBRAS Y PROYECTOS', 'EXCAVACIONES', 'INSTALACIONES', 'INFRAESTRUCTURAS'],
};
const CORE_WORDS = [
  'GARCÍA',
  'HERMANOS MARTÍN',
  'LÓPEZ Y SÁNCHEZ',
  'DEL NORTE',
  'IBÉRICA',
  'DEL LEVANTE',
  'CANTÁBRICO',
  'FERNÁNDEZ',
  'RUIZ',
  'DEL SUR',
  'ATLÁNTICO',
  'MEDITERRÁNEO',
  'CASTELLANA',
  'NAVARRO',
  'ARAGONESA',
  'GALLEGA',
  'INTEGRALES',
  'TÉCNICOS ASOCIADOS',
  'SIERRA',
  'DEL VALLE',
  'MORENO',
  'ALONSO',
  'HIDALGO',
];
const SURNAMES = [
  'GARCÍA',
  'MARTÍNEZ',
  'LÓPEZ',
  'SÁNCHEZ',
  'PÉREZ',
  'GÓMEZ',
  'DÍAZ',
  'LACASA',
  'ROMERO',
  'TORRES',
];
const FIRST_NAMES = ['MARÍA', 'JOSÉ', 'ANTONIO', 'CARMEN', 'JUAN', 'LUCÍA', 'MANUEL', 'ISABEL', 'FRANCISCO'];
const FOREIGN = [
  ['Siemens Healthcare GmbH', 'DE129273398'],
  ['Philips Medical Systems Nederland B.V.', 'NL001387612B01'],
  ['Elsevier B.V.', 'NL005033019B01'],
  ['Atos IT Solutions and Services SAS', 'FR39403093021'],
] as const;

/** How many recurring companies each sector has; few enough that winners repeat often. */
const POOL_SIZE = 120;

/** Party k of a sector: always the same name and NIF, so parties deduplicate across entries. */
export function partyOf(type: ContractType, k: number): Party {
  const h = hash32(type, k);
  const words = SECTOR_WORDS[type];
  const sa = h % 5 === 0;
  const name = `${words[h % words.length]} ${CORE_WORDS[(h >>> 8) % CORE_WORDS.length]}${k >= CORE_WORDS.length ? ` ${k}` : ''}${sa ? ', S.A.' : h % 3 === 0 ? ' S.L.' : ', S.L.'}`;
  return { scheme: 'NIF', id: cif(sa ? 'A' : 'B', (h >>> 4) % 10_000_000), name, sme: !sa };
}

/**
 * A winner for a contract of the given type: mostly a company from the recurring pool (skewed so a
 * few companies win a lot), sometimes a joint venture, a foreign company or, in minor contracts,
 * a self-employed person.
 */
export function pickWinner(rng: Rng, type: ContractType, minor: boolean): Party {
  const roll = rng.next();
  if (minor && roll < 0.2) {
    const n = rng.int(10_000_000, 79_999_999);
    const name = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)} ${rng.pick(FIRST_NAMES)}`;
    return { scheme: 'NIF', id: dni(n), name, sme: true };
  }
  if (roll < 0.02) {
    const [name, id] = rng.pick(FOREIGN);
    return { scheme: 'OTROS', id, name, sme: false };
  }
  const skewed = Math.floor(POOL_SIZE * rng.next() ** 2);
  const company = partyOf(type, skewed);
  if (!minor && roll < 0.05) {
    const partner = partyOf(type, (skewed + 7) % POOL_SIZE);
    const name = `UTE ${company.name.replace(/,? S\.[AL]\.$/, '')} - ${partner.name.replace(/,? S\.[AL]\.$/, '')}`;
    return {
      scheme: 'UTE',
      id: `U${String(hash32(skewed, type) % 100_000_000).padStart(8, '0')}`,
      name,
      sme: false,
    };
  }
  return company;
}
