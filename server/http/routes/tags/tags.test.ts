import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../../../common/api/errors';
import { FAVORITES_TAG, TAG_MESSAGES, type Tag, type TagInput } from '../../../../common/api/tags';
import { createTestApp, type TestApp } from '../../../test/app';
import type { AuthHeaders } from '../../../test/factories';
import { testHttp } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);

const obras: TagInput = { name: 'Obras', font_color: '#ffffff', background_color: '#1C7ED6' };

async function createTag(headers: AuthHeaders, tag: TagInput = obras): Promise<Tag> {
  const res = await call('POST', '/v1/tags', headers, { tag });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().tag;
}

const list = async (headers: AuthHeaders): Promise<Tag[]> =>
  (await call('GET', '/v1/tags', headers)).json().tags;

describe('GET /v1/tags', () => {
  it('always lists Favoritos (#EEBD01, id -1) first, then the own tags by name', async () => {
    const { headers } = await newUser();
    expect(await list(headers)).toEqual([FAVORITES_TAG]);
    expect(FAVORITES_TAG).toMatchObject({ id: -1, name: 'Favoritos', background_color: '#EEBD01' });
    await createTag(headers, { ...obras, name: 'urgente' });
    await createTag(headers, { ...obras, name: 'Asturias' });
    expect((await list(headers)).map((tag) => [tag.id === -1 ? -1 : 'own', tag.name, tag.type])).toEqual([
      [-1, 'Favoritos', 'favorites'],
      ['own', 'Asturias', 'custom'],
      ['own', 'urgente', 'custom'],
    ]);
  });

  it('needs a session', async () => {
    expect((await call('GET', '/v1/tags', null)).statusCode).toBe(401);
  });
});

describe('POST, PUT and DELETE /v1/tags', () => {
  it('creates a tag with its colours in capitals, renames and recolours it, then deletes it', async () => {
    const { headers } = await newUser();
    const tag = await createTag(headers);
    expect(tag).toEqual({
      id: expect.any(Number),
      name: 'Obras',
      font_color: '#FFFFFF',
      background_color: '#1C7ED6',
      type: 'custom',
    });

    const renamed = await call('PUT', `/v1/tags/${tag.id}/`, headers, {
      tag: { name: '  Obras urgentes ', font_color: '#000000', background_color: '#ffd43b' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().tag).toEqual({
      ...tag,
      name: 'Obras urgentes',
      font_color: '#000000',
      background_color: '#FFD43B',
    });
    // Without the trailing slash too.
    const again = await call('PUT', `/v1/tags/${tag.id}`, headers, { tag: { ...obras, name: 'Obra' } });
    expect(again.json().tag.name).toBe('Obra');

    const deleted = await call('DELETE', `/v1/tags/${tag.id}`, headers);
    expect(deleted.statusCode).toBe(204);
    expect(await list(headers)).toEqual([FAVORITES_TAG]);
    expect((await call('DELETE', `/v1/tags/${tag.id}`, headers)).statusCode).toBe(404);
  });

  it('answers each invalid field with its Spanish message', async () => {
    const { headers } = await newUser();
    const res = await call('POST', '/v1/tags', headers, {
      tag: { name: '   ', font_color: 'blanco', background_color: '#12345' },
    });
    expect(res.statusCode).toBe(400);
    const body: ErrorResponse = res.json();
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.tag.name', message: 'El nombre es obligatorio' },
        { field: 'body.tag.font_color', message: 'El color del texto debe tener el formato #RRGGBB' },
        { field: 'body.tag.background_color', message: 'El color de fondo debe tener el formato #RRGGBB' },
      ]),
    );
    const missing = await call('POST', '/v1/tags', headers, { tag: { font_color: '#000000' } });
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.tag.name', message: TAG_MESSAGES.nameRequired },
        { field: 'body.tag.background_color', message: TAG_MESSAGES.backgroundColor },
      ]),
    );
    const long = await call('POST', '/v1/tags', headers, { tag: { ...obras, name: 'x'.repeat(41) } });
    expect(long.json().errors).toEqual([{ field: 'body.tag.name', message: TAG_MESSAGES.nameTooLong }]);
    const tag = await createTag(headers);
    const badPut = await call('PUT', `/v1/tags/${tag.id}/`, headers, {
      tag: { ...obras, font_color: 'red' },
    });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json().errors).toEqual([{ field: 'body.tag.font_color', message: TAG_MESSAGES.fontColor }]);
    expect((await call('PUT', '/v1/tags/abc/', headers, { tag: obras })).statusCode).toBe(400);
    expect((await call('DELETE', '/v1/tags/0', headers)).statusCode).toBe(400);
  });

  it('refuses a second tag of the same name, in any case, and the name Favoritos (409)', async () => {
    const { headers } = await newUser();
    const tag = await createTag(headers);
    for (const name of ['obras', 'FAVORITOS']) {
      const res = await call('POST', '/v1/tags', headers, { tag: { ...obras, name } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: TAG_MESSAGES.duplicate });
    }
    const other = await createTag(headers, { ...obras, name: 'Limpieza' });
    const clash = await call('PUT', `/v1/tags/${other.id}/`, headers, { tag: { ...obras, name: 'OBRAS' } });
    expect(clash.statusCode).toBe(409);
    // Another user may use the same name.
    await createTag((await newUser()).headers);
    expect((await list(headers)).map((x) => x.name)).toEqual(['Favoritos', 'Limpieza', tag.name]);
  });

  it('keeps Favoritos fixed: it can be neither changed nor deleted (422)', async () => {
    const { headers } = await newUser();
    const put = await call('PUT', '/v1/tags/-1/', headers, { tag: { ...obras, name: 'Mis favoritos' } });
    expect(put.statusCode).toBe(422);
    expect(put.json().message).toBe('La etiqueta Favoritos no se puede modificar');
    const del = await call('DELETE', '/v1/tags/-1', headers);
    expect(del.statusCode).toBe(422);
    expect(del.json().message).toBe('La etiqueta Favoritos no se puede borrar');
    expect(await list(headers)).toEqual([FAVORITES_TAG]);
  });

  it("lets no user see, change or delete another user's tags (404)", async () => {
    const { headers: alice } = await newUser();
    const { headers: bob } = await newUser();
    const tag = await createTag(alice);
    expect(await list(bob)).toEqual([FAVORITES_TAG]);
    const put = await call('PUT', `/v1/tags/${tag.id}/`, bob, { tag: { ...obras, name: 'Robada' } });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(TAG_MESSAGES.notFound);
    expect((await call('DELETE', `/v1/tags/${tag.id}`, bob)).statusCode).toBe(404);
    expect(await list(alice)).toEqual([FAVORITES_TAG, tag]);
  });
});
