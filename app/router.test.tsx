import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every route that ends a match (no children) must render something of its own. */
function leavesWithoutElement(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.index ? `${parent} (index)` : `${parent}/${route.path ?? ''}`;
    if (route.children) return leavesWithoutElement(route.children, path);
    return route.element === undefined && route.Component === undefined && route.lazy === undefined
      ? [path]
      : [];
  });
}

describe('the route tree', () => {
  it('gives every leaf route an element (React Router warns "Matched leaf route … does not have an element" otherwise)', () => {
    expect(leavesWithoutElement(routes)).toEqual([]);
  });

  it('matches every dashboard path to a leaf with its own screen', () => {
    for (const path of [
      '/licitaciones',
      '/licitaciones/buscar',
      '/licitaciones/notificaciones',
      '/licitaciones/mis_licitaciones',
      '/licitaciones/mis_empresas',
      '/licitaciones/alertas',
      '/licitaciones/publicaciones',
      '/licitaciones/mi_empresa',
      '/licitaciones/oportunidades',
      '/licitaciones/documentos/boe/BOE-B-2020-13309',
      '/licitaciones/detalle/42',
      '/licitaciones/empresa/7',
    ]) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(leaf?.element, path).toBeDefined();
      expect(leaf?.path === '*', path).toBe(false);
    }
  });
});
