/**
 * Where the company profile is filled in. A placeholder: the account page, until the profile page
 * has its own route.
 */
export const COMPANY_PROFILE_PATH = '/user';
