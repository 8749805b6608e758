import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVORITES_TAG, type Tag } from '../../../../common/api/tags';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { testHttp } from '../../../test/http';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
let projectId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ id: projectId } = await createTender(t.database.db, { title: 'Limpieza de playas' }));
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);

async function createTag(headers: AuthHeaders, name: string): Promise<Tag> {
  const res = await call('POST', '/v1/tags', headers, {
    tag: { name, font_color: '#FFFFFF', background_color: '#2F9E44' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().tag;
}

const tagsOn = async (headers: AuthHeaders, id = projectId): Promise<Tag[]> => {
  const res = await call('GET', `/v1/procurement_projects/${id}/tags`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tags;
};
const put = (headers: AuthHeaders, tagId: number, id = projectId) =>
  call('POST', `/v1/procurement_projects/${id}/tags/${tagId}`, headers);
const remove = (headers: AuthHeaders, tagId: number, id = projectId) =>
  call('DELETE', `/v1/procurement_projects/${id}/tags/${tagId}`, headers);

describe('tags on a tender', () => {
  it('puts Favoritos and own tags on a tender, once each, and takes them off', async () => {
    const { headers } = await newUser();
    const zona = await createTag(headers, 'Zona norte');
    const alta = await createTag(headers, 'Alta prioridad');
    expect(await tagsOn(headers)).toEqual([]);

    expect((await put(headers, zona.id)).json().tags).toEqual([zona]);
    expect((await put(headers, -1)).json().tags).toEqual([FAVORITES_TAG, zona]);
    const twice = await put(headers, -1);
    expect(twice.statusCode).toBe(200);
    await put(headers, alta.id);
    expect(await tagsOn(headers)).toEqual([FAVORITES_TAG, alta, zona]);

    const off = await remove(headers, -1);
    expect(off.statusCode).toBe(200);
    expect(off.json().tags).toEqual([alta, zona]);
    expect((await remove(headers, -1)).json().tags).toEqual([alta, zona]);

    // Deleting a tag takes it off every tender; renaming it shows everywhere.
    await call('DELETE', `/v1/tags/${alta.id}`, headers);
    await call('PUT', `/v1/tags/${zona.id}/`, headers, {
      tag: { name: 'Zona sur', font_color: '#FFFFFF', background_color: '#2F9E44' },
    });
    expect(await tagsOn(headers)).toEqual([{ ...zona, name: 'Zona sur' }]);
  });

  it('answers 404 for a tender that does not exist, 400 for ids that cannot be', async () => {
    const { headers } = await newUser();
    const missing = await put(headers, -1, 99_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No existe la licitación solicitada.');
    expect((await call('GET', '/v1/procurement_projects/99999999/tags', headers)).statusCode).toBe(404);
    expect((await put(headers, 0)).statusCode).toBe(400);
    expect((await put(headers, -2)).statusCode).toBe(400);
  });

  it("keeps each user's tags and taggings to that user (404 on another's tag)", async () => {
    const { headers: alice } = await newUser();
    const { headers: bob } = await newUser();
    const mine = await createTag(alice, 'Privada');
    await put(alice, mine.id);
    await put(alice, -1);

    // Bob sees none of Alice's taggings, and his Favoritos are his own.
    expect(await tagsOn(bob)).toEqual([]);
    await put(bob, -1);
    expect(await tagsOn(bob)).toEqual([FAVORITES_TAG]);
    // He cannot put Alice's tag on a tender, nor take it off hers.
    const stolen = await put(bob, mine.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('No existe la etiqueta solicitada.');
    expect((await remove(bob, mine.id)).statusCode).toBe(404);
    await remove(bob, -1);
    expect(await tagsOn(alice)).toEqual([FAVORITES_TAG, mine]);
  });

  it('needs a session and tender access', async () => {
    expect((await call('GET', `/v1/procurement_projects/${projectId}/tags`, null)).statusCode).toBe(401);
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    expect((await put(await signInAs(t.app, expired), -1)).statusCode).toBe(403);
  });
});
