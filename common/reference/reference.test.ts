import { describe, expect, it } from 'vitest';
import { CONTRACT_FOLDER_STATUSES, CONTRACT_TYPES, PROCEDURES, TENDER_RESULTS } from './codice';
import { AUTONOMOUS_COMMUNITIES, PROVINCES, placeName, provinceByCode, regionOfNuts } from './geo';

describe('CODICE code lists', () => {
  it('label statuses, contract types, procedures and results in Spanish', () => {
    expect(CONTRACT_FOLDER_STATUSES.EV).toBe('Pendiente de adjudicación');
    expect([CONTRACT_TYPES['1'], CONTRACT_TYPES['2'], CONTRACT_TYPES['3'], CONTRACT_TYPES['999']]).toEqual([
      'Suministros',
      'Servicios',
      'Obras',
      'Otros',
    ]);
    expect(Object.keys(CONTRACT_TYPES)).toHaveLength(12);
    expect(PROCEDURES['6']).toBe('Contrato menor');
    expect(PROCEDURES['13']).toBe('Licitación con negociación');
    expect(TENDER_RESULTS['9']).toBe('Formalizado');
  });
});

describe('Spanish geography', () => {
  it('has 19 communities and 52 provinces with INE codes', () => {
    expect(AUTONOMOUS_COMMUNITIES).toHaveLength(19);
    expect(PROVINCES).toHaveLength(52);
    expect(
      PROVINCES.filter((p) => p.communityCode === '01')
        .map((p) => p.code)
        .sort(),
    ).toEqual(['04', '11', '14', '18', '21', '23', '29', '41']);
    expect(provinceByCode('15')?.name).toBe('A Coruña');
  });

  it('resolves NUTS-3 to province and community, NUTS-2 to community', () => {
    expect(regionOfNuts('ES120')?.province?.name).toBe('Asturias');
    expect(regionOfNuts('ES120')?.community?.name).toBe('Principado de Asturias');
    expect(regionOfNuts('ES613')?.province?.code).toBe('14');
    expect(regionOfNuts('ES709')?.province?.name).toBe('Santa Cruz de Tenerife');
    expect(regionOfNuts('ES532')?.community?.code).toBe('04');
    expect(regionOfNuts('ES530')?.province?.code).toBe('07');
    expect(regionOfNuts('es51')).toEqual({
      province: null,
      community: expect.objectContaining({ name: 'Cataluña' }),
    });
    expect(regionOfNuts('ES')).toBeNull();
    expect(regionOfNuts('ES1')).toBeNull();
    expect(regionOfNuts(null)).toBeNull();
  });

  it('names a place as city and province, falling back to the community or the published name', () => {
    expect(placeName({ city: 'Lena', subentity_code: 'ES120', country_subentity: 'Asturias' })).toBe(
      'Lena, Asturias',
    );
    expect(placeName({ city: null, subentity_code: 'ES51', country_subentity: null })).toBe('Cataluña');
    expect(placeName({ city: 'Asturias', subentity_code: 'ES120', country_subentity: null })).toBe(
      'Asturias',
    );
    expect(placeName({ city: null, subentity_code: null, country_subentity: 'Ultramar' })).toBe('Ultramar');
    expect(placeName({ city: null, subentity_code: null, country_subentity: null })).toBe('');
  });
});
