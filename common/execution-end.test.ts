import { describe, expect, it } from 'vitest';
import { type ExecutionPeriod, executionEnd, executionEndFields } from './execution-end';

const tender = (fields: Partial<ExecutionPeriod>): ExecutionPeriod => ({
  date: '2021-11-16',
  planned_period: null,
  planned_period_unit: null,
  ...fields,
});
const executionEndDate = (p: ExecutionPeriod) => executionEnd(p)?.date ?? null;

describe('executionEndDate', () => {
  it('adds the planned period in days, weeks, months or years to the publication date', () => {
    expect(executionEndDate(tender({ planned_period: 90, planned_period_unit: 'DAY' }))).toBe('2022-02-14');
    expect(executionEndDate(tender({ planned_period: 2, planned_period_unit: 'WEE' }))).toBe('2021-11-30');
    expect(executionEndDate(tender({ planned_period: 18, planned_period_unit: 'MON' }))).toBe('2023-05-16');
    expect(executionEndDate(tender({ planned_period: 10, planned_period_unit: 'ANN' }))).toBe('2031-11-16');
  });

  it('starts from the stated start date when there is one', () => {
    const t = tender({ planned_period: 1, planned_period_unit: 'ANN', planned_start_date: '2022-03-01' });
    expect(executionEndDate(t)).toBe('2023-03-01');
  });

  it('prefers the stated end date over any computation', () => {
    const t = tender({ planned_period: 1, planned_period_unit: 'ANN', planned_end_date: '2030-06-30' });
    expect(executionEndDate(t)).toBe('2030-06-30');
  });

  it('keeps month ends inside the month and counts fractions as days', () => {
    const endOfJan = tender({ date: '2024-01-31', planned_period: 1, planned_period_unit: 'MON' });
    expect(executionEndDate(endOfJan)).toBe('2024-02-29');
    const half = tender({ date: '2024-01-01', planned_period: 1.5, planned_period_unit: 'MON' });
    expect(executionEndDate(half)).toBe('2024-02-16');
  });

  it('is unknown without a period, a known unit or any start', () => {
    expect(executionEndDate(tender({}))).toBeNull();
    expect(executionEndDate(tender({ planned_period: 3, planned_period_unit: 'XXX' }))).toBeNull();
    expect(executionEndDate(tender({ planned_period: 0, planned_period_unit: 'MON' }))).toBeNull();
    expect(
      executionEndDate(tender({ date: null, planned_period: 3, planned_period_unit: 'MON' })),
    ).toBeNull();
  });
});

describe('executionEnd basis', () => {
  const year = { planned_period: 1, planned_period_unit: 'ANN' };

  it('says which date the end comes from, the most specific start first', () => {
    expect(executionEnd(tender({ ...year, planned_end_date: '2030-06-30' }))).toEqual({
      date: '2030-06-30',
      basis: 'planned_end',
    });
    const dated = { ...year, formalisation_date: '2022-05-10', award_date: '2022-04-20' };
    expect(executionEnd(tender({ ...dated, planned_start_date: '2022-06-01' }))).toEqual({
      date: '2023-06-01',
      basis: 'planned_start_plus_duration',
    });
    expect(executionEnd(tender(dated))).toEqual({ date: '2023-05-10', basis: 'formalisation_plus_duration' });
    expect(executionEnd(tender({ ...year, award_date: '2022-04-20' }))).toEqual({
      date: '2023-04-20',
      basis: 'award_plus_duration',
    });
    expect(executionEnd(tender(year))).toEqual({ date: '2022-11-16', basis: 'publication_plus_duration' });
  });
});

describe('executionEndFields', () => {
  const twoYears = tender({
    planned_period: 2,
    planned_period_unit: 'ANN',
    formalisation_date: '2024-03-25',
  });

  it('keeps the extension text and adds the duration it states to the end', () => {
    expect(executionEndFields(twoYears, 'Si, por un máximo de un año.')).toEqual({
      execution_end: '2026-03-25',
      execution_end_basis: 'formalisation_plus_duration',
      extension_text: 'Si, por un máximo de un año.',
      execution_end_with_extensions: '2027-03-25',
    });
  });

  it('gives no end with extensions when their length is unknown, or the end itself is', () => {
    expect(executionEndFields(twoYears, 'Una prórroga').execution_end_with_extensions).toBeNull();
    expect(executionEndFields(twoYears, null).execution_end_with_extensions).toBeNull();
    expect(executionEndFields(tender({}), '2 anualidades')).toEqual({
      execution_end: null,
      execution_end_basis: null,
      extension_text: '2 anualidades',
      execution_end_with_extensions: null,
    });
  });

  it('gives the end itself for a contract that cannot be extended', () => {
    expect(executionEndFields(twoYears, 'No prorrogable').execution_end_with_extensions).toBe('2026-03-25');
  });
});
