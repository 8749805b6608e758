import type { FeedCode } from '../../common/feeds';

/**
 * One PLACSP entry (a contract folder as one platform publishes it) mapped from CODICE to the
 * tender (`Project`) fields the API serves. Plain JSON: stored as the project's `data` and
 * compared field by field between versions, so every value has one spelling — amounts are canonical decimal
 * strings, instants ISO UTC (`…Z`), dates `YYYY-MM-DD`, codes as published.
 */
export interface PlacspEntry {
  /** atom:id — the stable key; tombstones refer to it. */
  entryId: string;
  /**
   * The feed it came from (entry id form, else the page); the tender's `feed` column. Keeps the
   * name every stored `data` already has: renaming it would mean rewriting every tender's row.
   */
  source: FeedCode;
  /** atom:updated as a UTC instant: a version only replaces an older one. */
  updated: string;
  /** Detail page: PLACSP deeplink (643/1143) or the regional platform (1044). */
  link: string | null;
  /** atom:title, or the project name when the title is blank. */
  title: string;
  /** The object of the contract: ProcurementProject Description, else its Name. */
  summary: string | null;
  /** ContractFolderStatusCode: PRE, PUB, EV, ADJ, RES, ANUL. */
  status: string | null;
  contractFolderId: string | null;
  /** Budget with VAT (TotalAmount); absent in 1044. */
  totalAmount: string | null;
  /** Budget without VAT (TaxExclusiveAmount). */
  taxExclusiveAmount: string | null;
  /** Estimated value (EstimatedOverallContractAmount). */
  estimatedOverallContractAmount: string | null;
  /** currencyID of the budget (EUR in all data seen). */
  currency: string | null;
  /** DurationMeasure (a number) and its unit DAY / WEE / MON / ANN, or start/end dates. */
  plannedPeriod: number | null;
  plannedPeriodUnit: string | null;
  plannedStartDate: string | null;
  plannedEndDate: string | null;
  /** cac:ContractExtension as published, mostly free text ('Una prórroga'); absent in older entries. */
  contractExtension?: string | null;
  contractTypeCode: string | null;
  contractSubTypeCode: string | null;
  procedureCode: string | null;
  urgencyCode: string | null;
  contractingSystemCode: string | null;
  contractingParty: ContractingParty | null;
  location: Location | null;
  /** Earliest notice issue date, prior-information notices (DOC_PIN…) excluded. */
  publicationDate: string | null;
  notices: Notice[];
  /** End of the tender submission period as a UTC instant (the period is Madrid time). */
  submissionDeadline: string | null;
  /** End of the participation-request period (restricted procedures). */
  participationRequestDeadline: string | null;
  tenderSubmissionDescription: string | null;
  /** PartPresentationCode: 1 one lot, 2 all lots, 3 one or several lots. */
  tenderPartPresentationCode: string | null;
  tenderMaxLotPresentationQty: number | null;
  tenderMaxAwardedLotsQty: number | null;
  /** SubmissionMethodCode (TenderDeliveryCode): 1 electrónica, 2 manual, 3 both. */
  tenderSubmissionMethodCode: string | null;
  /** Folder and lot CPV codes, deduplicated, in order of appearance. */
  cpvCodes: string[];
  documents: DocumentGroups;
  hasLots: boolean;
  lots: Lot[];
  tenderResults: TenderResult[];
  /** Distinct winning parties of all results. */
  awardeeParties: PartyRef[];
  /**
   * AwardingTerms/AwardingCriteria of the folder (lotId null) and of each lot, in published
   * order. Absent in versions stored before the importer read them.
   */
  awardingCriteria?: AwardingCriterion[];
  /** What bidders must meet (TenderingTerms of the folder and its lots); absent likewise. */
  requirements?: TenderRequirements;
}

export interface AwardingCriterion {
  /** The lot whose TenderingTerms carry it; null for the folder's own. */
  lotId: string | null;
  description: string | null;
  /** AwardingCriteriaTypeCode: OBJ (fórmulas) or SUBJ (juicio de valor); absent in older entries. */
  typeCode: string | null;
  /** AwardingCriteriaSubTypeCode (1 precio, 2 otros automáticos… / 99 otros de juicio de valor). */
  subTypeCode: string | null;
  /** WeightNumeric as published (points or %). */
  weight: number | null;
  note: string | null;
}

export interface TenderRequirements {
  classifications: Classification[];
  financial: SolvencyCriterion[];
  technical: SolvencyCriterion[];
  /** TendererQualificationRequest/Description ('Según Pliego de Cláusulas…'), per folder or lot. */
  descriptions: { lotId: string | null; description: string }[];
  guarantees: Guarantee[];
  declarations: Declaration[];
  subcontracting: Subcontracting[];
  /** VariantConstraintIndicator of the folder; null when not published. */
  variantsAllowed: boolean | null;
}

/** RequiredBusinessClassificationScheme's CodeValue 'C2-5' (grupo C, subgrupo 2, categoría 5). */
export interface Classification {
  lotId: string | null;
  code: string;
  group: string | null;
  /** '*' when any subgroup of the group serves ('C*-3'). */
  subgroup: string | null;
  category: string | null;
}

/** One Financial/TechnicalEvaluationCriteria: its code, its text kept whole, and what it states. */
export interface SolvencyCriterion {
  lotId: string | null;
  /** EvaluationCriteriaTypeCode (FinancialCapabilityTypeCode / TechnicalCapabilityTypeCode). */
  typeCode: string | null;
  description: string | null;
  /** The amount the text asks for, when it states one. */
  threshold: SolvencyThreshold | null;
  /** The text sends the reader to the pliego (PCAP, cláusula, cuadro de características…). */
  refersToPliego: boolean;
}

export interface SolvencyThreshold {
  /** Canonical decimal euros when the text names a sum ('300.000 €'); else null. */
  amount: string | null;
  /** 'fixed': a sum; otherwise a multiple of the contract's value, with its factor. */
  basis: 'fixed' | 'times_annual_value' | 'times_estimated_value';
  /** 1.5 for 'una vez y media', 0.7 for '70 %'; null for a fixed sum. */
  factor: number | null;
}

export interface Guarantee {
  lotId: string | null;
  /** GuaranteeTypeCode: 1 provisional, 2 definitiva, 3 complementaria. */
  typeCode: string | null;
  /** AmountRate in percent (5 = 5 %). */
  rate: number | null;
  /** LiabilityAmount, canonical decimal. */
  amount: string | null;
}

/** SpecificTendererRequirement: a declaration bidders must make (DeclarationTypeCode). */
export interface Declaration {
  lotId: string | null;
  typeCode: string | null;
  description: string | null;
}

export interface Subcontracting {
  lotId: string | null;
  description: string | null;
  /** Rate: the share of the contract that may be subcontracted, in percent. */
  rate: number | null;
}

/** Identifiers by scheme as published: NIF, DIR3, ID_PLATAFORMA, ID_OC_PLAT, OTROS, UTE… */
export type PartyIdentifiers = Record<string, string>;

export interface PartyRef {
  name: string | null;
  identifiers: PartyIdentifiers;
}

export interface ContractingParty extends PartyRef {
  /**
   * ParentLocatedParty names in nesting order (outermost element first). PLACSP nests nearest
   * parent first (Lena › Ayuntamientos › … › Sector Público); some regional platforms in 1044
   * nest top-down (Consejería de Sanidad › Servicio Madrileño de Salud).
   */
  hierarchy: string[];
  /** ContractingPartyTypeCode (ContractingAuthorityCode-2.10); absent in 1044. */
  typeCode: string | null;
  activityCode: string | null;
  website: string | null;
  buyerProfileUri: string | null;
  /** The regional platform's own id of the body (1044: cac:AgentParty). */
  agentPartyId: string | null;
  address: Address | null;
  contact: Contact | null;
}

export interface Address {
  street: string | null;
  city: string | null;
  postalCode: string | null;
  countryCode: string | null;
  countryName: string | null;
}

export interface Contact {
  name: string | null;
  telephone: string | null;
  email: string | null;
}

export interface Location {
  city: string | null;
  postalCode: string | null;
  /** CountrySubentityCode: a NUTS code (NUTS3 mostly, also NUTS2/NUTS1 or just ES). */
  subentityCode: string | null;
  /** CountrySubentity, e.g. "Asturias"; absent in 1044. */
  countrySubentity: string | null;
  countryCode: string | null;
  countryName: string | null;
}

export interface Notice {
  /** NoticeTypeCode (TenderingNoticeTypeCode-2.11): DOC_CN, DOC_CAN_ADJ, DOC_FORM, DOC_PIN… */
  typeCode: string | null;
  mediaName: string | null;
  issueDate: string | null;
}

export interface PlacspDocument {
  name: string | null;
  /** cbc:ID as published: a file name for pliegos, an id for general documents. */
  stringId: string | null;
  uri: string | null;
  /** Derived from the file name's extension: PLACSP publishes no MIME types. */
  mimeType: string | null;
  /** DocumentTypeCode (general documents, notice attachments such as ACTA_ADJ). */
  typeCode: string | null;
  /** The type's name PLACSP gives with the code ("Documento de Acta de Adjudicación"); absent before 2026-11. */
  typeName?: string | null;
  /** When it was published: the issue date of the notice it is attached to (none for the folder's documents). */
  issueDate?: string | null;
  /** DocumentHash (base64 SHA-1), published for 643 pliegos. */
  hash: string | null;
}

export interface DocumentGroups {
  general: PlacspDocument[];
  legal: PlacspDocument[];
  technical: PlacspDocument[];
  additional: PlacspDocument[];
  /** Attachments of published notices (award and formalisation minutes…). */
  notices: PlacspDocument[];
}

export interface Lot {
  lotId: string;
  /** The lot's ProcurementProject Name. */
  summary: string | null;
  /** Its Description when published (no real lot seen has one). */
  description: string | null;
  location: Location | null;
  totalAmount: string | null;
  taxExclusiveAmount: string | null;
  estimatedOverallContractAmount: string | null;
  cpvCodes: string[];
}

export interface TenderResult {
  /** ProcurementProjectLotID; null when the folder has no lots. */
  lotId: string | null;
  /** ResultCode (TenderResultCode-2.09): 8 adjudicado, 9 formalizado, 3 desierto… */
  resultCode: string | null;
  /** The reason given (cbc:Description). */
  description: string | null;
  /** AwardDate, else the formalisation date (Contract IssueDate). */
  awardDate: string | null;
  formalisationDate: string | null;
  contractId: string | null;
  startDate: string | null;
  /** With VAT (LegalMonetaryTotal PayableAmount). */
  payableAmount: string | null;
  /** Without VAT (LegalMonetaryTotal TaxExclusiveAmount). */
  taxExclusiveAmount: string | null;
  receivedTenderQuantity: number | null;
  lowerTenderAmount: string | null;
  higherTenderAmount: string | null;
  smeAwarded: boolean | null;
  winner: WinningParty | null;
}

export interface WinningParty extends PartyRef {
  /** The first identifier's scheme and value (NIF, OTROS for foreign ids, UTE for joint ventures). */
  idScheme: string | null;
  identifier: string | null;
}

export interface Tombstone {
  /** The deleted entry's atom:id. */
  entryId: string;
  /** @when as a UTC instant: the deletion applies to versions updated before it. */
  when: string;
  /** at:comment/@type: ANULADA, CERRADA…; absent in older pages. */
  comment: string | null;
}

/** An entry or tombstone that could not be mapped: the rest of the page goes on. */
export interface Rejection {
  kind: 'entry' | 'tombstone';
  /** 1-based position among the page's entries (or tombstones). */
  position: number;
  entryId: string | null;
  reason: string;
}
