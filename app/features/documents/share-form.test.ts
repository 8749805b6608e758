import { describe, expect, it } from 'vitest';
import { SHARE_MAX_RECIPIENTS, SHARE_MESSAGE_MAX } from '../../../common/api/publications';
import { parseShareForm, splitAddresses } from './share-form';

const doc = { source: 'boe' as const, id: 'BOE-B-2020-13309' };

describe('parseShareForm', () => {
  it('splits the addresses on commas, semicolons, spaces and lines', () => {
    expect(splitAddresses(' ana@example.es, luis@example.es;\nmar@example.es  ')).toEqual([
      'ana@example.es',
      'luis@example.es',
      'mar@example.es',
    ]);
  });

  it('gives the request body for valid addresses and an optional message', () => {
    expect(
      parseShareForm(doc, { emails: 'ana@example.es luis@example.es', message: '  Mira esto ' }),
    ).toEqual({
      ok: true,
      body: { ...doc, emails: ['ana@example.es', 'luis@example.es'], message: 'Mira esto' },
    });
    expect(parseShareForm(doc, { emails: 'ana@example.es', message: '' })).toMatchObject({
      ok: true,
      body: { message: '' },
    });
  });

  it('names the wrong address', () => {
    expect(parseShareForm(doc, { emails: 'ana@example.es, luis@', message: '' })).toEqual({
      ok: false,
      errors: { emails: 'luis@: El correo electrónico no es válido' },
    });
  });

  it('asks for at least one address and at most the limit', () => {
    expect(parseShareForm(doc, { emails: ' ', message: '' })).toEqual({
      ok: false,
      errors: { emails: 'Indica al menos un correo electrónico' },
    });
    const many = Array.from({ length: SHARE_MAX_RECIPIENTS + 1 }, (_, i) => `u${i}@example.es`).join(',');
    expect(parseShareForm(doc, { emails: many, message: '' })).toEqual({
      ok: false,
      errors: { emails: `Como mucho ${SHARE_MAX_RECIPIENTS} direcciones a la vez` },
    });
  });

  it('refuses a message over the limit', () => {
    expect(
      parseShareForm(doc, { emails: 'ana@example.es', message: 'a'.repeat(SHARE_MESSAGE_MAX + 1) }),
    ).toEqual({
      ok: false,
      errors: { message: `El mensaje no puede superar ${SHARE_MESSAGE_MAX} caracteres` },
    });
  });
});
