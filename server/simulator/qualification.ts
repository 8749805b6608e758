import type { ContractType } from './cpv';
import type { Rng } from './prng';
import type { Qualification } from './tender-model';

const CL = 'http://contrataciondelestado.es/codice/cl/2.0';

/** Works groups by what is built; services groups for the usual service contracts. */
const GROUPS: Record<ContractType, readonly string[]> = {
  1: [],
  2: ['L1', 'M1', 'O1', 'P1', 'R1', 'S1', 'U1', 'V2'],
  3: ['C2', 'C4', 'C*', 'G4', 'G6', 'E1', 'I6', 'J2', 'K6'],
};

/** '1.250.000 €', as Spanish texts write it. */
const euros = (cents: number) => `${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

/** The works or services category whose annual band holds the budget. */
function categoryFor(type: ContractType, cents: number): string {
  const bands =
    type === 3 ? [150_000, 360_000, 840_000, 2_400_000, 5_000_000] : [150_000, 300_000, 600_000, 1_200_000];
  const index = bands.findIndex((band) => cents / 100 <= band);
  return String(index === -1 ? bands.length + 1 : index + 1);
}

/**
 * What an ordinary tender asks of bidders, in the shapes real entries use: a classification for
 * larger works and some services, a turnover and an experience figure (often only "see the
 * pliego"), and the declaration of compliance. Minor contracts ask nothing.
 */
export function qualificationFor(
  rng: Rng,
  type: ContractType,
  budgetCents: number,
): Qualification | undefined {
  if (!rng.chance(0.85)) return undefined;
  const classified =
    GROUPS[type].length > 0 && budgetCents > (type === 3 ? 50_000_000 : 20_000_000) && rng.chance(0.7);
  const byPliego = rng.chance(0.3);
  const turnover = Math.round((budgetCents * rng.pick([1, 1.5])) / 100) * 100;
  const experience = Math.round((budgetCents * 0.7) / 100) * 100;
  return {
    description: rng.chance(0.2) ? 'Según Pliego de Cláusulas Administrativas Particulares' : undefined,
    classification: classified ? `${rng.pick(GROUPS[type])}-${categoryFor(type, budgetCents)}` : undefined,
    financial: byPliego
      ? { code: 'ZZZ', text: 'Según lo establecido en el pliego de cláusulas administrativas particulares' }
      : {
          code: '5',
          text: rng.pick([
            `Volumen anual de negocios en el ámbito del contrato, en el mejor de los tres últimos años, de al menos ${euros(turnover)}`,
            `Como mínimo ${euros(turnover)}`,
          ]),
        },
    technical: byPliego
      ? { code: 'ZZZ', text: 'Según lo estipulado en el PCAP' }
      : {
          code: 'OSR-COMPTASK',
          text: `Relación de los principales trabajos de igual o similar naturaleza realizados en los últimos tres años, por importe acumulado de al menos ${euros(experience)}`,
        },
    declaration: rng.chance(0.8),
  };
}

export function qualificationXml(q: Qualification): string {
  const indent = '\n                    ';
  const criterion = (tag: string, list: string, c: { code: string; text: string }) =>
    `${indent}<cac:${tag}><cbc:EvaluationCriteriaTypeCode listURI="${CL}/${list}-2.0.gc">${c.code}</cbc:EvaluationCriteriaTypeCode><cbc:Description>${c.text}</cbc:Description></cac:${tag}>`;
  return `
                <cac:TendererQualificationRequest>${q.description ? `${indent}<cbc:Description>${q.description}</cbc:Description>` : ''}${criterion('TechnicalEvaluationCriteria', 'TechnicalCapabilityTypeCode', q.technical)}${criterion('FinancialEvaluationCriteria', 'FinancialCapabilityTypeCode', q.financial)}${
                  q.classification
                    ? `${indent}<cac:RequiredBusinessClassificationScheme><cbc:ID>RequiredBusinessProfileCode</cbc:ID><cac:ClassificationCategory><cbc:CodeValue>${q.classification}</cbc:CodeValue></cac:ClassificationCategory></cac:RequiredBusinessClassificationScheme>`
                    : ''
                }${
                  q.declaration
                    ? `${indent}<cac:SpecificTendererRequirement><cbc:RequirementTypeCode listURI="${CL}/DeclarationTypeCode-2.0.gc">1</cbc:RequirementTypeCode></cac:SpecificTendererRequirement>`
                    : ''
                }
                </cac:TendererQualificationRequest>`;
}
