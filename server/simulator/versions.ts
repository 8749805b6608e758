import type { FeedCode } from '../../common/feeds';
import { type ChangedField, changedFields } from './observable-fields';
import { Rng } from './prng';
import { qualificationFor } from './qualification';
import { awardFor, createTender, documentHash, documentUri, withVat } from './tender';
import type { StatusCode, Tender } from './tender-model';
import { codiceDate, DAY } from './time';

export type { ChangedField } from './observable-fields';

type LifecycleEvent = 'advance' | 'extend_deadline' | 'correct_amount' | 'add_document';

const ORDER: readonly StatusCode[] = ['PRE', 'PUB', 'EV', 'ADJ', 'RES'];
const FINAL_STATUS: readonly (readonly [StatusCode, number])[] = [
  ['PUB', 20],
  ['EV', 22],
  ['ADJ', 22],
  ['RES', 33],
  ['ANUL', 3],
];
const VERSION_COUNTS: readonly (readonly [number, number])[] = [
  [1, 55],
  [2, 25],
  [3, 12],
  [4, 8],
];

/** A tender's whole life, decided up front so the feed writer knows how many versions to place. */
export interface TenderPlan {
  rng: Rng;
  /** A stream of its own, so adding requirements left every other drawn value as it was. */
  qualificationRng: Rng;
  feed: FeedCode;
  tenderNo: number;
  initial: StatusCode;
  path: StatusCode[];
  events: LifecycleEvent[];
  /** Which states (0 = as created, i = after event i) appear in the feed, oldest first. */
  snapshots: number[];
}

export interface TenderVersion {
  tender: Tender;
  /** atom:updated in ms. */
  updated: number;
  /** 1-based among the versions written for this tender. */
  version: number;
  /** Fields that differ from the previous written version (empty for the first). */
  changed: ChangedField[];
}

export function planTender(
  seed: number,
  feed: FeedCode,
  tenderNo: number,
  versionCounts: readonly (readonly [number, number])[] = VERSION_COUNTS,
): TenderPlan {
  const rng = Rng.derive(seed, 0x7e4d, tenderNo);
  const events: LifecycleEvent[] = [];
  const path: StatusCode[] = [];
  let initial: StatusCode = 'RES';
  if (feed === '1143') {
    // Minor contracts are published already resolved; later versions only correct them.
    if (rng.chance(0.2)) events.push('correct_amount');
    if (rng.chance(0.15)) events.push('add_document');
  } else {
    initial = rng.chance(0.05) ? 'PRE' : 'PUB';
    const final = rng.weighted(FINAL_STATUS);
    const targets =
      final === 'ANUL'
        ? [...ORDER.slice(1, rng.int(2, 3)), 'ANUL' as const]
        : ORDER.slice(1, ORDER.indexOf(final) + 1);
    for (const status of targets) {
      if (status === initial) continue;
      if (status === 'EV' || status === 'ANUL') {
        if (rng.chance(0.25)) events.push('extend_deadline');
        if (rng.chance(0.2)) events.push('add_document');
        if (rng.chance(0.1)) events.push('correct_amount');
      }
      events.push('advance');
      path.push(status);
    }
    if (final === 'PUB' && rng.chance(0.3))
      events.push(rng.pick(['extend_deadline', 'add_document', 'correct_amount'] as const));
    if (final === 'RES' && rng.chance(0.1)) events.push('add_document');
  }
  const count = Math.min(rng.weighted(versionCounts), events.length + 1);
  const earlier = Array.from({ length: events.length }, (_, i) => i);
  const snapshots = [events.length];
  while (snapshots.length < count) snapshots.push(earlier.splice(rng.int(0, earlier.length - 1), 1)[0]!);
  snapshots.sort((a, b) => a - b);
  const qualificationRng = Rng.derive(seed, 0x9a11, tenderNo);
  return { rng, qualificationRng, feed, tenderNo, initial, path, events, snapshots };
}

/**
 * The written versions of a planned tender, given the `updated` time of each (oldest first, one per
 * snapshot). Events between two snapshots happen shortly before the later one; events before the
 * first snapshot are spread over the preceding weeks.
 */
export function materialise(plan: TenderPlan, times: readonly number[], commaShare: number): TenderVersion[] {
  const { rng, snapshots } = plan;
  const eventTime = (state: number): number => {
    const i = snapshots.findIndex((snapshot) => snapshot >= state);
    const steps = snapshots[i]! - state;
    return i === 0
      ? times[0]! - steps * rng.int(6, 20) * DAY - rng.int(0, DAY)
      : times[i]! - steps * rng.int(60_000, 3_600_000) - 1000;
  };
  let tender = createTender(rng, plan.feed, plan.tenderNo, eventTime(0), plan.initial);
  tender.commaDecimals = rng.chance(commaShare);
  if (plan.feed === '643')
    tender.qualification = qualificationFor(plan.qualificationRng, tender.type, tender.taxExclusive);
  enter(rng, tender, plan.initial, eventTime(0));
  const states: Tender[] = [tender];
  let next = 0;
  plan.events.forEach((event, i) => {
    const at = eventTime(i + 1);
    tender = structuredCloneTender(tender);
    if (event === 'advance') enter(rng, tender, plan.path[next++]!, at);
    else EDITS[event](rng, tender);
    states.push(tender);
  });
  return snapshots.map((state, i) => ({
    tender: states[state]!,
    updated: times[i]!,
    version: i + 1,
    changed: i === 0 ? [] : changedFields(states[snapshots[i - 1]!]!, states[state]!),
  }));
}

/** Copies the lists that events modify; everything else is shared between versions. */
function structuredCloneTender(t: Tender): Tender {
  return {
    ...t,
    lots: t.lots.map((lot) => ({ ...lot })),
    awards: t.awards.map((award) => ({ ...award })),
    additionalDocs: [...t.additionalDocs],
    generalDocs: [...t.generalDocs],
    notices: [...t.notices],
    deadline: t.deadline && { ...t.deadline },
  };
}

function notice(t: Tender, type: string, at: number, acta?: 'ACTA_ADJ' | 'ACTA_FORM', rng?: Rng): void {
  const media = t.feed === '643' && t.tedUuid && type === 'DOC_CN' ? 'DOUE' : 'Perfil del contratante';
  const attachment =
    acta && rng && t.feed === '643'
      ? {
          typeCode: acta,
          fileName: acta === 'ACTA_ADJ' ? 'Resolución de adjudicación.pdf' : 'Contrato formalizado.pdf',
          uri: documentUri(rng),
        }
      : undefined;
  t.notices.push({ type, media, issueDate: codiceDate(at), attachment });
}

/** Applies entering a status: the notices, documents and results that come with it. */
function enter(rng: Rng, t: Tender, status: StatusCode, at: number): void {
  t.status = status;
  const minimal = t.feed === '1044';
  const doc = (name: string) => ({
    name,
    uri: minimal ? `${t.link}&amp;doc=${rng.hex(8)}` : documentUri(rng),
    hash: minimal ? '' : documentHash(rng),
  });
  switch (status) {
    case 'PRE':
      notice(t, 'DOC_PIN', at);
      return;
    case 'PUB': {
      if (rng.chance(0.1) && t.notices.length === 0) notice(t, 'DOC_PIN', at - rng.int(20, 60) * DAY);
      notice(t, 'DOC_CN', at);
      if (!minimal) notice(t, 'DOC_CD', at);
      const end = at + rng.int(10, 45) * DAY;
      t.deadline = {
        date: codiceDate(end),
        time: rng.pick(['23:59:00', '14:00:00', '13:00:00', '23:59:59']),
      };
      t.legalDocs = [
        doc(
          rng.pick(['PCAP.pdf', 'Pliego de cláusulas administrativas particulares.pdf', 'PCAP firmado.pdf']),
        ),
      ];
      t.technicalDocs = [
        doc(
          t.type === 3
            ? 'Proyecto de ejecución.pdf'
            : rng.pick(['PPT.pdf', 'Pliego de prescripciones técnicas.pdf']),
        ),
      ];
      if (!minimal && rng.chance(0.6))
        t.additionalDocs.push(doc('Anexo I - Modelo de proposición económica.docx'));
      if (!minimal)
        t.generalDocs.push({
          id: `${codiceDate(at).slice(0, 4)}-${rng.hex(8)}-${rng.hex(4)}`,
          typeCode: '11',
          fileName: 'Documento de aprobación del expediente',
        });
      return;
    }
    case 'EV':
      if (!minimal)
        t.generalDocs.push({
          id: `${codiceDate(at).slice(0, 4)}-${rng.hex(8)}-${rng.hex(4)}`,
          typeCode: 'ZZZ',
          fileName: 'Apertura administrativa (sobre A)',
        });
      return;
    case 'ADJ':
    case 'RES': {
      if (t.awards.length === 0) {
        const date = codiceDate(at);
        t.awards =
          t.lots.length > 0
            ? t.lots.map((lot) => awardFor(rng, t, lot, date))
            : [awardFor(rng, t, undefined, date)];
        if (t.feed === '1044' && t.awards.length === 1 && rng.chance(0.1))
          t.awards.push({ ...awardFor(rng, t, undefined, date), lotId: '2' });
        notice(t, 'DOC_CAN_ADJ', at, 'ACTA_ADJ', rng);
      }
      // Minor contracts stay "8 Adjudicado" although their folder status is RES, as in the real feed.
      if (status === 'RES' && t.feed !== '1143') {
        for (const award of t.awards) {
          if (award.resultCode === '3') continue;
          award.resultCode = '9';
          if (!minimal) award.contractDate = codiceDate(at);
        }
        notice(t, 'DOC_FORM', at, 'ACTA_FORM', rng);
      }
      return;
    }
    case 'ANUL':
      notice(t, 'ANUL_CN', at);
      return;
  }
}

const EDITS: Record<Exclude<LifecycleEvent, 'advance'>, (rng: Rng, t: Tender) => void> = {
  extend_deadline(rng, t) {
    if (!t.deadline) return;
    const extended = Date.parse(`${t.deadline.date}T12:00:00Z`) + rng.int(5, 20) * DAY;
    t.deadline.date = new Date(extended).toISOString().slice(0, 10);
  },
  correct_amount(rng, t) {
    const factor = rng.pick([0.9, 0.95, 1.05, 1.1, 1.15]);
    const delta = Math.round(t.taxExclusive * factor) - t.taxExclusive;
    t.taxExclusive += delta;
    if (t.estimated !== undefined) t.estimated = Math.round(t.estimated * factor);
    const lot = t.lots[0];
    if (lot) {
      lot.taxExclusive += delta;
      lot.total = withVat(lot.taxExclusive, t.vat);
      t.total = t.lots.reduce((sum, l) => sum + l.total, 0);
    } else t.total = withVat(t.taxExclusive, t.vat);
    // Minor contracts are awarded at the budget, so the award follows the correction.
    for (const award of t.feed === '1143' ? t.awards : []) {
      award.taxExclusive = award.higher = t.taxExclusive;
      award.payable = t.total;
    }
  },
  add_document(rng, t) {
    const name = rng.pick([
      'Respuesta a consultas.pdf',
      'Anuncio de rectificación.pdf',
      'Aclaraciones al pliego.pdf',
      'Informe técnico.pdf',
    ]);
    t.additionalDocs.push({
      name,
      uri: t.feed === '1044' ? `${t.link}&amp;doc=${rng.hex(8)}` : documentUri(rng),
      hash: t.feed === '1044' ? '' : documentHash(rng),
    });
  },
};
