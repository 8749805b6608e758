import { describe, expect, it } from 'vitest';
import { backTarget, partyPath, tenderPath } from './links';

describe('tender page links', () => {
  it('carries the page it was opened from in comingFrom', () => {
    expect(tenderPath(643)).toBe('/licitaciones/detalle/643');
    const url = new URL(tenderPath(7, '/licitaciones/buscar?q=incendios&page=2'), 'http://x');
    expect(url.pathname).toBe('/licitaciones/detalle/7');
    expect(url.searchParams.get('comingFrom')).toBe('/licitaciones/buscar?q=incendios&page=2');
    expect(partyPath(4)).toBe('/licitaciones/empresa/4');
  });

  it('goes back only to dashboard pages, else to the search', () => {
    expect(backTarget('/licitaciones/buscar?q=incendios')).toBe('/licitaciones/buscar?q=incendios');
    expect(backTarget('/licitaciones/empresa/4')).toBe('/licitaciones/empresa/4');
    expect(backTarget('/licitaciones')).toBe('/licitaciones');
    expect(backTarget(null)).toBe('/licitaciones/buscar');
    expect(backTarget('https://evil.example/licitaciones')).toBe('/licitaciones/buscar');
    expect(backTarget('//evil.example')).toBe('/licitaciones/buscar');
    expect(backTarget('/licitacionesfalsas')).toBe('/licitaciones/buscar');
  });
});
