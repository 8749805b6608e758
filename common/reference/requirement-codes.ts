/**
 * Spanish names of the codes a tender's requirements and award criteria use. The official
 * CODICE lists for solvency, declarations and criterion sub-types are not at hand, so only
 * meanings stated by law or read unambiguously from real entries are named; any other code gets
 * a generic label from the caller (the i18n catalogue) that says the entry does not describe it.
 */

/** Classification groups: works A–K (RD 1098/2001), services L–V (RD 773/2015). */
export const CLASSIFICATION_GROUPS: Record<string, string> = {
  A: 'Movimiento de tierras y perforaciones',
  B: 'Puentes, viaductos y grandes estructuras',
  C: 'Edificaciones',
  D: 'Ferrocarriles',
  E: 'Hidráulicas',
  F: 'Marítimas',
  G: 'Viales y pistas',
  H: 'Transportes de productos petrolíferos y gaseosos',
  I: 'Instalaciones eléctricas',
  J: 'Instalaciones mecánicas',
  K: 'Especiales',
  L: 'Servicios administrativos',
  M: 'Servicios especializados',
  N: 'Servicios cualificados',
  O: 'Servicios de conservación y mantenimiento de bienes inmuebles',
  P: 'Servicios de mantenimiento y reparación de equipos e instalaciones',
  Q: 'Servicios de mantenimiento y reparación de maquinaria',
  R: 'Servicios de transportes',
  S: 'Servicios de tratamiento de residuos y desechos',
  T: 'Servicios de contenido',
  U: 'Otros servicios',
  V: 'Servicios de tecnologías de la información y las comunicaciones',
};

const WORKS_GROUPS = new Set('ABCDEFGHIJK');

/**
 * Category bands by the contract's annual value (anualidad media): numbers as RD 773/2015 set
 * them, letters as RD 1098/2001 first did (still on older classifications).
 */
const WORKS_CATEGORIES: Record<string, string> = {
  '1': 'hasta 150.000 €',
  '2': 'más de 150.000 € y hasta 360.000 €',
  '3': 'más de 360.000 € y hasta 840.000 €',
  '4': 'más de 840.000 € y hasta 2.400.000 €',
  '5': 'más de 2.400.000 € y hasta 5.000.000 €',
  '6': 'más de 5.000.000 €',
  a: 'hasta 60.000 €',
  b: 'más de 60.000 € y hasta 120.000 €',
  c: 'más de 120.000 € y hasta 360.000 €',
  d: 'más de 360.000 € y hasta 840.000 €',
  e: 'más de 840.000 € y hasta 2.400.000 €',
  f: 'más de 2.400.000 €',
};
const SERVICES_CATEGORIES: Record<string, string> = {
  '1': 'menos de 150.000 €',
  '2': 'desde 150.000 € y menos de 300.000 €',
  '3': 'desde 300.000 € y menos de 600.000 €',
  '4': 'desde 600.000 € y menos de 1.200.000 €',
  '5': 'desde 1.200.000 €',
  a: 'menos de 150.000 €',
  b: 'desde 150.000 € y menos de 300.000 €',
  c: 'desde 300.000 € y menos de 600.000 €',
  d: 'desde 600.000 €',
};

export interface ClassificationMeaning {
  /** 'Edificaciones', null for a group outside both lists. */
  group: string | null;
  /** The annual value band of the category, null when it is not one of the law's. */
  band: string | null;
}

export function classificationMeaning(group: string | null, category: string | null): ClassificationMeaning {
  const g = group?.toUpperCase() ?? '';
  const bands = WORKS_GROUPS.has(g) ? WORKS_CATEGORIES : SERVICES_CATEGORIES;
  const c = category?.toLowerCase() ?? '';
  return {
    group: CLASSIFICATION_GROUPS[g] ?? null,
    band: CLASSIFICATION_GROUPS[g] && c ? (bands[c] ?? null) : null,
  };
}

/** AwardingCriteriaTypeCode. */
export const CRITERION_TYPES = { OBJ: 'Fórmulas', SUBJ: 'Juicio de valor' } as const;

/** AwardingCriteriaSubTypeCode: only 1 is certain (real entries give it to price). */
export const CRITERION_SUB_TYPES: Record<string, string> = { '1': 'Precio' };

/** FinancialCapabilityTypeCode, as real entries' own texts use them. */
export const FINANCIAL_CAPABILITY_TYPES: Record<string, string> = {
  '3': 'Seguro de responsabilidad civil',
  '5': 'Volumen anual de negocios',
  ZZZ: 'Otros',
};

/** TechnicalCapabilityTypeCode, as the codes' own names and real entries' texts say. */
export const TECHNICAL_CAPABILITY_TYPES: Record<string, string> = {
  'OSR-COMPTASK': 'Trabajos o servicios realizados',
  'OSR-TECH': 'Medios técnicos',
  'XSX-CERTCALIDAD': 'Certificados de calidad',
  'OXR-GESTMEDIOAMB': 'Gestión medioambiental',
  ZZZ: 'Otros',
};

/** DeclarationTypeCode: the two that real entries describe themselves. */
export const DECLARATION_TYPES: Record<string, string> = {
  '1': 'Capacidad de obrar',
  '2': 'No prohibición para contratar',
};
