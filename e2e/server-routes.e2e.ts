import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser';

// What a browser's address bar gets (Accept: text/html): API paths must never fall into the SPA.
const asBrowser = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

describe('one port for the API and the app', () => {
  it('answers an unknown /v1 path with a JSON 404', async () => {
    const response = await fetch(`${baseUrl()}/v1/no-existe`, asBrowser);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await fetch(`${baseUrl()}/api/no-existe`, asBrowser);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('serves the API reference at /api/docs, not the app', async () => {
    const page = await fetch(`${baseUrl()}/api/docs`, asBrowser);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('<div id="root">');

    const openapi = await fetch(`${baseUrl()}/api/docs/json`);
    expect(openapi.headers.get('content-type')).toContain('application/json');
    expect(await openapi.json()).toHaveProperty('openapi');
  });

  it('serves the app for an unknown page path (history fallback)', async () => {
    const response = await fetch(`${baseUrl()}/licitaciones/detalle/123`, asBrowser);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});
