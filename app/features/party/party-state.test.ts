import { describe, expect, it } from 'vitest';
import {
  activeView,
  awardsRequest,
  INITIAL_PARTY_VIEW,
  offeredRequest,
  parsePartyParams,
  switchView,
  toggleYear,
  toPartyParams,
  viewsOf,
} from './party-state';

describe('the company page views', () => {
  it('shows a list only when its count is above 0, and the analysis after either', () => {
    expect(viewsOf({ procurement_projects_count: 3, tender_results_count: 2 })).toEqual([
      'offered',
      'awards',
      'analysis',
    ]);
    expect(viewsOf({ procurement_projects_count: 1, tender_results_count: 0 })).toEqual([
      'offered',
      'analysis',
    ]);
    expect(viewsOf({ procurement_projects_count: 0, tender_results_count: 4 })).toEqual([
      'awards',
      'analysis',
    ]);
    expect(viewsOf({ procurement_projects_count: 0, tender_results_count: 0 })).toEqual([]);
  });

  it('opens the asked view when there is one, else the first', () => {
    expect(activeView(['offered', 'awards'], 'awards')).toBe('awards');
    expect(activeView(['offered', 'awards'], null)).toBe('offered');
    expect(activeView(['awards'], 'offered')).toBe('awards');
    expect(activeView([], null)).toBeUndefined();
  });
});

describe('the company page state in the URL', () => {
  it('leaves the defaults out', () => {
    expect(parsePartyParams(new URLSearchParams(''))).toEqual(INITIAL_PARTY_VIEW);
    expect(toPartyParams(INITIAL_PARTY_VIEW).toString()).toBe('');
  });

  it('starts in Spain, like the search, and remembers all countries when chosen', () => {
    expect(INITIAL_PARTY_VIEW.filters.location?.country).toBe('ES');
    const anywhere = parsePartyParams(toPartyParams({ ...INITIAL_PARTY_VIEW, filters: { location: {} } }));
    expect(anywhere.filters.location?.country).toBeUndefined();
  });

  it('round-trips tab, words, years, filters and page', () => {
    const state = {
      view: 'awards' as const,
      q: 'limpieza',
      page: 2,
      years: [2019, 2024],
      filters: { cpv_codes: ['45000000'], amount: { from: 1000.5 } },
    };
    const params = toPartyParams(state);
    expect(params.get('tab')).toBe('ganadas');
    expect(params.get('years')).toBe('2019,2024');
    expect(parsePartyParams(params)).toEqual(state);
  });

  it('keeps the analysis tab and its years', () => {
    const params = toPartyParams({ ...INITIAL_PARTY_VIEW, view: 'analysis', years: [2024] });
    expect(params.toString()).toBe('tab=analisis&years=2024');
    expect(parsePartyParams(params)).toEqual({ ...INITIAL_PARTY_VIEW, view: 'analysis', years: [2024] });
  });

  it('ignores unreadable values', () => {
    const state = parsePartyParams(new URLSearchParams('tab=otra&page=-3&years=1800,abc,2025&filters={bad'));
    expect(state).toEqual({ ...INITIAL_PARTY_VIEW, years: [2025] });
  });

  it('toggles a year from the chart, back to page 1', () => {
    const on = toggleYear({ ...INITIAL_PARTY_VIEW, page: 3, years: [2024] }, 2019);
    expect(on).toMatchObject({ years: [2019, 2024], page: 1 });
    expect(toggleYear(on, 2024).years).toEqual([2019]);
  });

  it('starts another tab afresh', () => {
    expect(switchView('awards')).toEqual({ ...INITIAL_PARTY_VIEW, view: 'awards' });
  });
});

describe('the company page requests', () => {
  const state = {
    view: null,
    q: ' obras ',
    page: 2,
    years: [2025],
    filters: {
      status: ['RES' as const],
      awardee_parties: ['B74408725'],
      submission_deadline: { from: '2025-01-01' },
      contracting_party: { name: 'Lena' },
      date: { years: [2019], from: '2024-01-01' },
      lot_division: 'has_lots' as const,
    },
  };

  it('sends the awards without status, awardees and deadline, years beside the filters', () => {
    expect(awardsRequest(state)).toEqual({
      page: 2,
      pageSize: 25,
      years: [2025],
      searchTerms: 'obras',
      filters: {
        contracting_party: { name: 'Lena' },
        date: { from: '2024-01-01' },
        lot_division: 'has_lots',
      },
    });
  });

  it('sends the offered tenders without the contracting body', () => {
    expect(offeredRequest(state).filters).toEqual({
      status: ['RES'],
      awardee_parties: ['B74408725'],
      submission_deadline: { from: '2025-01-01' },
      date: { from: '2024-01-01' },
      lot_division: 'has_lots',
    });
  });
});
