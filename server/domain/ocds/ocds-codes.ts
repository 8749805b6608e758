import type { DocumentGroups } from '../../db/tender-data';

// How PLACSP's CODICE codes read in OCDS 1.1's closed code lists. A code with no OCDS
// counterpart maps to nothing: the release then leaves the field out rather than guess.

/** ContractFolderStatusCode → tender.status. */
export const TENDER_STATUS: Record<string, string> = {
  PRE: 'planning',
  PUB: 'active',
  EV: 'active',
  ADJ: 'complete',
  RES: 'complete',
  ANUL: 'cancelled',
};

/** Tendering process code → procurementMethod (the Spanish name goes to procurementMethodDetails). */
export const PROCUREMENT_METHOD: Record<string, string> = {
  '1': 'open', // Abierto
  '9': 'open', // Abierto simplificado
  '2': 'selective', // Restringido
  '4': 'selective', // Negociado con publicidad
  '5': 'selective', // Diálogo competitivo
  '8': 'selective', // Concurso de proyectos
  '10': 'selective', // Asociación para la innovación
  '12': 'selective', // Basado en un sistema dinámico de adquisición
  '13': 'selective', // Licitación con negociación
  '3': 'limited', // Negociado sin publicidad
  '7': 'limited', // Derivado de acuerdo marco
  '11': 'limited', // Derivado de asociación para la innovación
  '6': 'direct', // Contrato menor
};

/** Contract type code → mainProcurementCategory. */
export const MAIN_CATEGORY: Record<string, string> = {
  '1': 'goods',
  '2': 'services',
  '21': 'services',
  '22': 'services',
  '3': 'works',
  '31': 'works',
  '32': 'works',
};

/** TenderResultCode → award.status: desierto is unsuccessful, desistimiento and renuncia cancel it. */
export const AWARD_STATUS: Record<string, string> = {
  '1': 'active',
  '2': 'active',
  '8': 'active',
  '9': 'active',
  '11': 'active',
  '10': 'pending',
  '3': 'unsuccessful',
  '6': 'unsuccessful',
  '7': 'unsuccessful',
  '4': 'cancelled',
  '5': 'cancelled',
};

/** Formalizado: the result is a signed contract. */
export const SIGNED_RESULTS = new Set(['9', '11']);

/** Each group of the entry's documents → documentType. */
export const DOCUMENT_TYPE: Record<keyof DocumentGroups, string> = {
  legal: 'biddingDocuments', // pliego de cláusulas administrativas
  technical: 'technicalSpecifications', // pliego de prescripciones técnicas
  additional: 'clarifications',
  general: 'tenderNotice',
  notices: 'awardNotice', // actas y anuncios de adjudicación y formalización
};

/** Organization identifier schemes of org-id.guide for the identifiers PLACSP publishes. */
export const IDENTIFIER_SCHEME: Record<string, string> = {
  DIR3: 'ES-DIR3',
  NIF: 'ES-NIF',
  UTE: 'ES-NIF',
};

/** The lots extension: tender.lots, items' relatedLot and awards' relatedLots. */
export const LOTS_EXTENSION =
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_lots_extension/v1.1.5/extension.json';
