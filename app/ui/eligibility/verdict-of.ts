import type { EligibilityVerdict } from '../../../common/api/company-profile';
import type { ProjectSummary } from '../../../common/api/procurement-search';

/** The searching user's verdict a result row carries (search results do; other lists' rows do not). */
export const verdictOf = (tender: ProjectSummary): EligibilityVerdict | null =>
  'eligibility' in tender ? ((tender.eligibility as EligibilityVerdict | null) ?? null) : null;
