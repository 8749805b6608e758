import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../common/format';
import { endOfMadridDay } from './manual-period-end';

describe('endOfMadridDay', () => {
  it('is the last moment of that day in Madrid, winter and summer', () => {
    expect(endOfMadridDay('2027-02-28').toISOString()).toBe('2027-02-28T22:59:59.999Z');
    expect(endOfMadridDay('2027-07-31').toISOString()).toBe('2027-07-31T21:59:59.999Z');
  });

  it('reads back as the same day', () => {
    expect(formatDate(endOfMadridDay('2027-03-28'))).toBe('28/03/2027');
  });
});
