import type { FeedCode } from '../../common/feeds';
import type { Buyer } from './buyers';
import type { ContractType, CpvEntry } from './cpv';
import type { Party } from './parties';
import type { Province } from './places';

export type StatusCode = 'PRE' | 'PUB' | 'EV' | 'ADJ' | 'RES' | 'ANUL';

/** Money is kept in euro cents so amounts with and without VAT stay exact. */
export interface Lot {
  id: string;
  name: string;
  cpv: CpvEntry;
  taxExclusive: number;
  total: number;
}

export interface Award {
  lotId?: string;
  resultCode: '3' | '8' | '9';
  description: string;
  awardDate: string;
  contractDate?: string;
  received: number;
  winner?: Party;
  taxExclusive: number;
  payable: number;
  higher: number;
}

export interface DocumentRef {
  name: string;
  uri: string;
  hash: string;
}

export interface GeneralDocument {
  id: string;
  typeCode: string;
  fileName: string;
}

export interface Notice {
  type: string;
  media: string;
  issueDate: string;
  /** Award / formalisation minutes attached to the notice (643 only). */
  attachment?: { typeCode: 'ACTA_ADJ' | 'ACTA_FORM'; fileName: string; uri: string };
}

/** What bidders must prove: one TendererQualificationRequest. */
export interface Qualification {
  description?: string;
  /** 'C2-4': group, subgroup and category. */
  classification?: string;
  financial: { code: string; text: string };
  technical: { code: string; text: string };
  declaration: boolean;
}

export type PlannedPeriod = { unit: 'DAY' | 'MON' | 'ANN'; value: number } | { start: string; end: string };

/** One version of a contract folder: everything an entry's XML is written from. */
export interface Tender {
  feed: FeedCode;
  tenderNo: number;
  entryId: string;
  link: string;
  folderId: string;
  status: StatusCode;
  title: string;
  buyer: Buyer;
  province: Province;
  town: string;
  type: ContractType;
  subType: string;
  cpvs: CpvEntry[];
  vat: number;
  estimated?: number;
  taxExclusive: number;
  total: number;
  period: PlannedPeriod;
  lots: Lot[];
  awards: Award[];
  procedure: string;
  urgency: string;
  deadline?: { date: string; time: string };
  legalDocs: DocumentRef[];
  technicalDocs: DocumentRef[];
  additionalDocs: DocumentRef[];
  generalDocs: GeneralDocument[];
  notices: Notice[];
  tedUuid?: string;
  qualification?: Qualification;
  /** Amounts written with a decimal comma (seen in the wild; exercises the parser). */
  commaDecimals: boolean;
}
