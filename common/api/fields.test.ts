import { describe, expect, it } from 'vitest';
import { dateSchema, idParamSchema, idSchema } from './fields';

describe('shared field schemas', () => {
  it('accept days of the years 1900–2100 only, the range the database and the forms agree on', () => {
    const day = dateSchema();
    expect(day.safeParse('1900-01-01').success).toBe(true);
    expect(day.safeParse('2100-12-31').success).toBe(true);
    expect(day.safeParse('1899-12-31').success).toBe(false);
    expect(day.safeParse('0000-01-01').success).toBe(false);
    expect(day.safeParse('2101-01-01').error?.issues[0]?.message).toBe(
      'La fecha debe estar entre los años 1900 y 2100',
    );
  });

  it('accept ids from 1 to 2^31-1, in a body or as text in a path', () => {
    expect(idSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(idSchema.safeParse(2_147_483_648).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idParamSchema().safeParse('42').data).toBe(42);
    expect(idParamSchema().safeParse('99999999999').error?.issues[0]?.message).toBe(
      'Identificador no válido',
    );
    expect(idParamSchema().safeParse('-1').success).toBe(false);
  });
});
