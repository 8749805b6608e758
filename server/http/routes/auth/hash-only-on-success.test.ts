import argon2 from 'argon2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';

// Hashing a password is the expensive step (argon2id); counting the library's calls shows a
// request that cannot succeed never reaches it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const password = { password: 'clave-nueva-123', password_confirmation: 'clave-nueva-123' };

describe('signed-out requests with a password hash only when they can succeed', () => {
  it('refuses a bogus reset link without hashing the new password', async () => {
    const user = await createUser(t.database.db);
    const hash = vi.spyOn(argon2, 'hash');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      headers: { 'access-token': 'inventado', uid: user.email },
      payload: password,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'El enlace para cambiar la contraseña no es válido o ha caducado. Solicita uno nuevo.',
    );
    expect(hash).not.toHaveBeenCalled();
  });

  it('refuses a bogus invitation without hashing the password', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/invitation',
      payload: { name: 'Ana', invitation_token: 'inventado', ...password },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('La invitación no es válida o ha caducado.');
    expect(hash).not.toHaveBeenCalled();
  });

  it('hashes a sign-up for a taken address as for a new one, so its answer time does not tell the address is taken', async () => {
    const user = await createUser(t.database.db);
    const hash = vi.spyOn(argon2, 'hash');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: user.email, name: 'Otra persona', ...password },
    });
    expect(res.statusCode).toBe(200);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('still hashes once when the request succeeds', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth',
      payload: { email: 'nueva-cuenta@example.com', name: 'Ana', ...password },
    });
    expect(res.statusCode).toBe(200);
    expect(hash).toHaveBeenCalledTimes(1);
  });
});
