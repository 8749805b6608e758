import type { FeedCode } from '../../common/feeds';
import { BUYER_KINDS, type Buyer, buyerOf } from './buyers';
import { discountFor, offersReceived, UNIT_PRICE_SHARE } from './competition';
import { type ContractType, CPV_BY_TYPE, CPV_CODES } from './cpv';
import { pickWinner } from './parties';
import { PLATFORM_PROVINCES, PROVINCES, REGIONAL_PLATFORMS } from './places';
import type { Rng } from './prng';
import type { Award, Lot, StatusCode, Tender } from './tender-model';
import { codiceDate, DAY } from './time';

const ENTRY_BASE: Record<FeedCode, string> = {
  '643': 'https://contrataciondelestado.es/sindicacion/licitacionesPerfilContratante/',
  '1044': 'https://contrataciondelestado.es/sindicacion/PlataformasAgregadasSinMenores/',
  '1143': 'https://contrataciondelestado.es/sindicacion/datosAbiertosMenores/',
};
const NEWEST_ID = 20_300_000;

/** Entry ids fall as the walk goes back in time, like PLACSP's sequence; stable per tender number. */
export function entryIdOf(feed: FeedCode, tenderNo: number): string {
  return ENTRY_BASE[feed] + String(NEWEST_ID - tenderNo * 3 - (tenderNo % 3));
}

const PROCEDURES: readonly (readonly [string, number])[] = [
  ['1', 45],
  ['9', 28],
  ['3', 8],
  ['7', 6],
  ['2', 3],
  ['4', 3],
  ['13', 2],
  ['100', 3],
  ['8', 1],
  ['5', 1],
];
const BUDGET_RANGE: Record<ContractType, readonly [number, number]> = {
  1: [3_000, 2_000_000],
  2: [5_000, 6_000_000],
  3: [15_000, 12_000_000],
};
const MINOR_LIMIT: Record<ContractType, number> = { 1: 15_000, 2: 15_000, 3: 40_000 };

export const withVat = (cents: number, vat: number) => Math.round((cents * (100 + vat)) / 100);

export function deeplink(rng: Rng): string {
  const token = rng
    .hex(20)
    .replace(/[0-9a-f]{4}/g, (chunk) => (chunk.charCodeAt(0) % 3 === 0 ? chunk.toUpperCase() : chunk));
  return `https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&amp;idEvl=${token}%2B${rng.hex(2)}%3D%3D`;
}

export function documentUri(rng: Rng): string {
  return `https://contrataciondelestado.es/FileSystem/servlet/GetDocumentByIdServlet?cifrado=QUC1GjXXSiLkydRHJBmbpw%3D%3D&amp;DocumentIdParam=${rng.hex(48)}`;
}

export function documentHash(rng: Rng): string {
  return `${Buffer.from(rng.hex(40), 'hex').toString('base64')}`;
}

function titleOf(
  rng: Rng,
  type: ContractType,
  object: string,
  buyer: Buyer,
  town: string,
  lots: number,
): string {
  const lotSuffix = lots > 1 ? `. ${lots} Lotes.` : '';
  switch (type) {
    case 1:
      return `Suministro de ${object} ${rng.chance(0.5) ? buyer.titleSuffix : `para ${town}`}${lotSuffix}`;
    case 2:
      return `${rng.chance(0.7) ? 'Servicio de' : 'Contrato de servicios de'} ${object} ${buyer.titleSuffix}${lotSuffix}`;
    case 3:
      return `Obras de ${object} en ${town}${lotSuffix}`;
  }
}

function folderIdOf(rng: Rng, feed: FeedCode, year: number): string {
  const n = rng.int(1, 9999);
  if (feed === '1143') return rng.chance(0.5) ? `CMENOR/${year}/${String(n).padStart(4, '0')}` : `DEC${n}`;
  return rng.pick([
    `${n}/${year}`,
    `CON/${year}/${n % 400}`,
    `${year}/${String(n).padStart(6, '0')}`,
    `EXP-${n}-${year}`,
    `S-0${n}-${year}`,
  ]);
}

/**
 * The first version of a tender, created at `createdAt` (ms) in its initial status. Later versions
 * are derived from it by versions.ts.
 */
export function createTender(
  rng: Rng,
  feed: FeedCode,
  tenderNo: number,
  createdAt: number,
  status: StatusCode,
): Tender {
  const province = rng.pick(feed === '1044' ? PLATFORM_PROVINCES : PROVINCES);
  const variant = rng.int(0, 11);
  const buyer = buyerOf(rng.weighted(BUYER_KINDS), province, variant);
  const town = province.towns[variant % province.towns.length]!;
  const main = rng.pick(CPV_CODES);
  const type = main.type;
  const lotCount = feed === '643' && rng.chance(0.15) ? rng.int(2, 5) : 1;
  const object = rng.pick(main.objects);
  const minor = feed === '1143';
  const vat = province.community === 'Canarias' ? 7 : main.vat;
  const [low, high] = BUDGET_RANGE[type];
  const taxExclusive = minor ? rng.amountCents(300, MINOR_LIMIT[type]) : rng.amountCents(low, high);

  const lots: Lot[] = [];
  if (lotCount > 1) {
    let left = taxExclusive;
    for (let i = 1; i <= lotCount; i++) {
      const cpv = i === 1 ? main : rng.pick(CPV_BY_TYPE[type]);
      const share = i === lotCount ? left : Math.round(left * (0.3 + rng.next() * 0.4));
      left -= share;
      const name = `${rng.pick(cpv.objects)} - ${rng.pick(['zona norte', 'zona sur', 'zona centro', 'edificios administrativos', 'centros educativos', 'instalaciones deportivas'])}`;
      lots.push({
        id: String(i),
        name: name[0]!.toUpperCase() + name.slice(1),
        cpv,
        taxExclusive: share,
        total: withVat(share, vat),
      });
    }
  }
  const cpvs = lots.length > 0 ? [...new Set(lots.map((lot) => lot.cpv))] : [main];
  if (!minor && rng.chance(0.25)) cpvs.push(rng.pick(CPV_BY_TYPE[type]));
  const uniqueCpvs = [...new Set(cpvs)];
  const total = lots.length > 0 ? lots.reduce((sum, lot) => sum + lot.total, 0) : withVat(taxExclusive, vat);
  const extension = rng.pick([1, 1, 1, 1.2, 1.5, 2]);
  const year = Number(codiceDate(createdAt).slice(0, 4));
  const start = createdAt + rng.int(20, 90) * DAY;

  return {
    feed,
    tenderNo,
    entryId: entryIdOf(feed, tenderNo),
    link:
      feed === '1044'
        ? `${REGIONAL_PLATFORMS[province.community]}${rng.int(1_000_000, 99_999_999)}`
        : deeplink(rng),
    folderId: folderIdOf(rng, feed, year),
    status,
    title: titleOf(rng, type, object, buyer, town, lotCount),
    buyer,
    province,
    town,
    type,
    subType:
      type === 1
        ? '2'
        : type === 2
          ? String(rng.int(1, 27))
          : rng.pick(['4500', '4510', '4524', '4540', '4545']),
    cpvs: uniqueCpvs,
    vat,
    estimated: minor && rng.chance(0.65) ? undefined : Math.round(taxExclusive * extension),
    taxExclusive,
    total,
    period: rng.chance(0.3)
      ? { start: codiceDate(start), end: codiceDate(start + rng.int(30, 730) * DAY) }
      : rng.weighted([
          [{ unit: 'MON' as const, value: rng.int(1, 48) }, 5],
          [{ unit: 'ANN' as const, value: rng.int(1, 4) }, 3],
          [{ unit: 'DAY' as const, value: rng.int(5, 365) }, 3],
        ]),
    lots,
    awards: [],
    procedure: minor ? '6' : rng.weighted(PROCEDURES),
    urgency: rng.chance(0.9) ? '1' : '2',
    legalDocs: [],
    technicalDocs: [],
    additionalDocs: [],
    generalDocs: [],
    notices: [],
    tedUuid:
      feed === '643' && taxExclusive > 22_100_000
        ? `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-b${rng.hex(3)}-${rng.hex(12)}`
        : undefined,
    commaDecimals: false,
  };
}

/** A winner and amounts for one lot (or the whole folder), as first awarded. */
export function awardFor(rng: Rng, tender: Tender, lot: Lot | undefined, awardDate: string): Award {
  const base = lot ? lot.taxExclusive : tender.taxExclusive;
  const lotId = lot?.id ?? (tender.feed === '1044' && rng.chance(0.3) ? rng.pick(['0', '1']) : undefined);
  if (tender.feed !== '1143' && rng.chance(0.04)) {
    return {
      lotId,
      resultCode: '3',
      description: 'Desierto por falta de licitadores',
      awardDate,
      received: 0,
      taxExclusive: 0,
      payable: 0,
      higher: 0,
    };
  }
  const minor = tender.feed === '1143';
  const division = (lot?.cpv ?? tender.cpvs[0]!).code.slice(0, 2);
  const received = offersReceived(rng, division, minor);
  // Minor contracts are awarded at the budget; ordinary ones at the division's usual discount, or
  // (some) at a unit price far below the budget.
  const unitPrice = !minor && rng.chance(UNIT_PRICE_SHARE);
  const taxExclusive = minor
    ? base
    : unitPrice
      ? Math.max(1, Math.round(base * (0.001 + rng.next() * 0.05)))
      : Math.round(base * (1 - discountFor(rng, division)));
  // The highest offer lies between the winning one and the budget (or the unit price's range).
  const ceiling = unitPrice ? Math.round(taxExclusive * 1.25) : base;
  return {
    lotId,
    resultCode: '8',
    description:
      received === 1
        ? 'Única oferta presentada'
        : rng.pick([
            'Oferta más ventajosa para la administración.',
            'Mejor oferta presentada',
            'Mejor relación calidad-precio',
          ]),
    awardDate,
    received,
    winner: pickWinner(rng, tender.type, tender.feed === '1143'),
    taxExclusive,
    payable: withVat(taxExclusive, tender.vat),
    higher:
      received === 1
        ? taxExclusive
        : taxExclusive + Math.round((ceiling - taxExclusive) * (0.3 + rng.next() * 0.7)),
  };
}
