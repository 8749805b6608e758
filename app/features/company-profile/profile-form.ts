import type { CompanyProfile, CompanyProfileBody } from '../../../common/api/company-profile';

/** A turnover row as typed: an amount may still be empty. */
export interface TurnoverRow {
  year: number;
  amount: number | '';
}

/** The form's values: the body the API takes, with turnover rows that may be blank. */
export type ProfileForm = Omit<CompanyProfileBody, 'turnover' | 'tax_id'> & {
  tax_id: string;
  turnover: TurnoverRow[];
};

/** Field errors by the API's path ('classifications.0.category'). */
export type FieldErrors = Record<string, string>;

/** The three years before `today`'s (YYYY-MM-DD), newest first, each with its saved amount. */
function lastThreeYears(turnover: CompanyProfile['turnover'], today: string): TurnoverRow[] {
  const year = Number(today.slice(0, 4));
  const years = [year - 1, year - 2, year - 3];
  const saved = turnover.filter((t) => !years.includes(t.year));
  const row = (y: number): TurnoverRow => ({
    year: y,
    amount: turnover.find((t) => t.year === y)?.amount ?? '',
  });
  return [...years.map(row), ...saved];
}

export const formOf = (profile: CompanyProfile, today: string): ProfileForm => ({
  tax_id: profile.tax_id ?? '',
  classifications: profile.classifications,
  turnover: lastThreeYears(profile.turnover, today),
  certificates: profile.certificates,
  provinces: profile.provinces,
  cpv_codes: profile.cpv_codes,
});

/** What is sent: a blank NIF is none, a year without an amount is left out. */
export const bodyOf = (form: ProfileForm): CompanyProfileBody => ({
  ...form,
  tax_id: form.tax_id.trim() || null,
  turnover: form.turnover.flatMap((t) => (t.amount === '' ? [] : [{ year: t.year, amount: t.amount }])),
});
