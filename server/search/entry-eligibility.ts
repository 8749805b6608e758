import type { TenderPliego } from '../../common/requirements/pliego-requirements';
import type { PlacspEntry } from '../db/tender-data';
import { entryEligibilityFacts } from '../domain/eligibility/tender-facts';
import { type CompactScope, compactEligibilityFacts } from './eligibility-facts';

/**
 * `projects.eligibility_facts` of a stored entry, as the importer writes it (and, with its
 * pliego, the reading of its documents): null when the entry's requirements were never read.
 */
export const entryCompactEligibility = (
  entry: PlacspEntry,
  pliego: TenderPliego | null = null,
): CompactScope[] | null => compactEligibilityFacts(entryEligibilityFacts(entry, pliego));
