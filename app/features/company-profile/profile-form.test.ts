import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '../../../common/api/company-profile';
import { bodyOf, formOf } from './profile-form';

const EMPTY: CompanyProfile = {
  tax_id: null,
  classifications: [],
  turnover: [],
  certificates: [],
  provinces: [],
  cpv_codes: [],
  owner: 'user',
  editable: true,
  updated_at: null,
};

describe('the profile form', () => {
  it('offers the three years before the Madrid year, keeping saved amounts and older years', () => {
    const form = formOf(
      {
        ...EMPTY,
        turnover: [
          { year: 2024, amount: 250_000 },
          { year: 2019, amount: 90_000 },
        ],
      },
      '2026-01-01',
    );
    expect(form.turnover).toEqual([
      { year: 2025, amount: '' },
      { year: 2024, amount: 250_000 },
      { year: 2023, amount: '' },
      { year: 2019, amount: 90_000 },
    ]);
    expect(form.tax_id).toBe('');
  });

  it('sends no blank NIF and no year without an amount', () => {
    const form = formOf({ ...EMPTY, turnover: [{ year: 2025, amount: 400_000 }] }, '2026-12-31');
    expect(bodyOf({ ...form, tax_id: '  ' })).toEqual({
      tax_id: null,
      classifications: [],
      turnover: [{ year: 2025, amount: 400_000 }],
      certificates: [],
      provinces: [],
      cpv_codes: [],
    });
  });
});
