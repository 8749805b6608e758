import { describe, expect, it } from 'vitest';
import { parseCpvCsv } from './parse-cpv-csv';

describe('parseCpvCsv', () => {
  it('reads codes, check digits and labels, keeping semicolons inside a label', () => {
    const rows = parseCpvCsv(
      "_id;control;descripcion\n'03000000';1;'Productos de la agricultura'\r\n'45233120';6;'Obras de carreteras; firmes'\n",
    );
    expect(rows).toEqual([
      { code: '03000000', checkDigit: 1, label: 'Productos de la agricultura' },
      { code: '45233120', checkDigit: 6, label: 'Obras de carreteras; firmes' },
    ]);
  });

  it('refuses another format naming the problem', () => {
    expect(() => parseCpvCsv('code,label\n1,x')).toThrow('Cabecera inesperada');
    expect(() => parseCpvCsv("_id;control;descripcion\n'0300';1;'x'")).toThrow('Línea 2');
    expect(() => parseCpvCsv('_id;control;descripcion\n')).toThrow('ningún código');
  });
});
