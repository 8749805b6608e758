import { describe, expect, it } from 'vitest';
import { SOURCES, type SourceName } from './api/procurement-search';
import alertsEn from './i18n/en/alerts.json';
import searchEn from './i18n/en/search.json';
import alertsEs from './i18n/es/alerts.json';
import searchEs from './i18n/es/search.json';

// Typed as every source's label: the typecheck names the catalogue file a new feed's source is
// missing from (the screens read these keys by the source's name).
const LABELS: Record<string, Record<SourceName, string>> = {
  'es search.filters.sourceNames': searchEs.search.filters.sourceNames,
  'en search.filters.sourceNames': searchEn.search.filters.sourceNames,
  'es alerts.sourceShort': alertsEs.alerts.sourceShort,
  'en alerts.sourceShort': alertsEn.alerts.sourceShort,
};

describe('each source a search or an alert can cover', () => {
  it.each(Object.entries(LABELS))('has a label in %s', (_, labels) => {
    for (const source of SOURCES) expect(labels[source]?.trim()).toBeTruthy();
  });
});
