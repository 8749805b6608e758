import type { PlacspEntry } from '../db/tender-data';
import { entryEligibilityFacts } from '../domain/eligibility/tender-facts';
import { type CompactScope, compactEligibilityFacts } from './eligibility-facts';

/**
 * `projects.eligibility_facts` of a stored entry, as the importer writes it: null when the
 * entry's requirements were never read.
 */
export const entryCompactEligibility = (entry: PlacspEntry): CompactScope[] | null =>
  compactEligibilityFacts(entryEligibilityFacts(entry));
