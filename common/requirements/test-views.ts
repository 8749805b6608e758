import type { AwardingCriterionView, TenderRequirementsView } from '../api/tender-requirements';

export { NO_REQUIREMENTS } from './pliego-requirements';

/** Builders of requirement views for tests: every field present, the test gives what matters. */
export const criterionView = (c: Partial<AwardingCriterionView>): AwardingCriterionView => ({
  lot_id: null,
  description: null,
  type_code: null,
  sub_type_code: null,
  weight: null,
  ...c,
});

type Solvency = TenderRequirementsView['financial'][number];
/** A solvency criterion; type 5 (volumen anual de negocios) unless given. */
export const solvencyView = (s: Partial<Solvency>): Solvency => ({
  lot_id: null,
  type_code: '5',
  description: null,
  amount: null,
  basis: null,
  factor: null,
  refers_to_pliego: false,
  ...s,
});
