import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

const PAGE = '<!doctype html><html><body><div id="root"></div></body></html>';

// A built app of one page: what `npm run build` leaves in APP_DIST_DIR.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'lic-spa-build-'));
writeFileSync(path.join(distDir, 'index.html'), PAGE);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

describe('the app page on one port with the API', () => {
  it('serves the app for every app route, whatever the client accepts (curl, link previews, uptime checks)', async () => {
    for (const url of [
      '/',
      '/inicio',
      '/licitaciones/buscar?q=obras',
      '/licitaciones/detalle/42',
      '/sign_in',
    ]) {
      for (const accept of [undefined, '*/*', 'application/json', 'text/html,application/xhtml+xml']) {
        const res = await get(url, accept);
        expect(res.statusCode, `${url} with Accept: ${accept}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toBe(PAGE);
      }
    }
  });

  it('answers HEAD of an app route as its GET, without the body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });

  it('keeps JSON 404s for the API paths, even asked for HTML', async () => {
    for (const url of ['/v1', '/v1/no-existe', '/api/no-existe', '/auth/no-existe', '/stripe/no-existe']) {
      for (const accept of [undefined, 'text/html']) {
        const res = await get(url, accept);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
      }
    }
  });

  it('answers a missing file and a POST to a page path with a 404, not the app', async () => {
    expect((await get('/assets/no-existe.js')).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/licitaciones/buscar', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });
});
