import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('ana maría pérez')).toBe('AM');
    expect(initialsOf('  Íñigo  ')).toBe('Í');
  });

  it('falls back to the e-mail, then to a question mark', () => {
    expect(initialsOf('', 'luis@example.com')).toBe('L');
    expect(initialsOf('')).toBe('?');
  });
});
