import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, tabForPath } from './dashboard-tabs';

describe('tabForPath', () => {
  it('opens the search for /licitaciones and /licitaciones/buscar', () => {
    expect(tabForPath('/licitaciones')).toBe('search');
    expect(tabForPath('/licitaciones/')).toBe('search');
    expect(tabForPath('/licitaciones/buscar')).toBe('search');
  });

  it('follows the path of every sidebar entry', () => {
    for (const def of DASHBOARD_TABS) {
      if (def.path) expect(tabForPath(def.path)).toBe(def.tab);
    }
  });

  it('opens the detail tabs for a tender and a company', () => {
    expect(tabForPath('/licitaciones/detalle/42')).toBe('project');
    expect(tabForPath('/licitaciones/empresa/7')).toBe('party');
  });

  it('keeps a stored document under the publications tab', () => {
    expect(tabForPath('/licitaciones/documentos/boe/BOE-B-2020-13309')).toBe('publications');
    expect(tabForPath('/licitaciones/documentos/pliego/12')).toBe('project');
  });

  it('keeps the spec indexes', () => {
    expect(DASHBOARD_TABS.map((d) => `${d.index}:${d.tab}`)).toEqual([
      '0:search',
      '1:notifications',
      '2:projects',
      '3:parties',
      '4:project',
      '5:party',
      '6:alerts',
      '7:publications',
      '8:renewals',
      '9:market',
      '10:myCompany',
      '11:pipeline',
    ]);
  });
});
