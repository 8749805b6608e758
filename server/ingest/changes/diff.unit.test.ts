import { describe, expect, it } from 'vitest';
import { diffFields, diffKeyed } from './diff';

describe('diffFields', () => {
  it('reports exactly the fields that changed, deeply, treating null and missing alike', () => {
    expect(
      diffFields(
        { status: 'PUB', total_amount: '100.00', location: { city: 'Lena' }, note: null },
        { status: 'EV', total_amount: '100.00', location: { city: 'Mieres' } },
      ),
    ).toEqual({
      status: { from: 'PUB', to: 'EV' },
      location: { from: { city: 'Lena' }, to: { city: 'Mieres' } },
    });
  });

  it('reports a field that appears or disappears', () => {
    expect(diffFields({ a: 1 }, { b: 2 })).toEqual({ a: { from: 1, to: null }, b: { from: null, to: 2 } });
  });
});

describe('diffKeyed', () => {
  it('lists added, removed and changed items by key', () => {
    const before = [
      { lot_id: '1', amount: '10' },
      { lot_id: '2', amount: '20' },
    ];
    const after = [
      { lot_id: '2', amount: '25' },
      { lot_id: '3', amount: '30' },
    ];
    expect(diffKeyed(before, after, (l) => l.lot_id)).toEqual([
      {
        key: '2',
        change: 'changed',
        fields: { amount: { from: '20', to: '25' } },
        item: { lot_id: '2', amount: '25' },
      },
      { key: '3', change: 'added', item: { lot_id: '3', amount: '30' } },
      { key: '1', change: 'removed', item: { lot_id: '1', amount: '10' } },
    ]);
  });

  it('is empty when nothing changed', () => {
    expect(diffKeyed([{ k: 'a', v: 1 }], [{ k: 'a', v: 1 }], (x) => x.k)).toEqual([]);
  });
});
