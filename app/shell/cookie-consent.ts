// The acceptance is remembered in this browser only; closing the banner without accepting is not
// stored, so it shows again on the next visit (it opens only when no acceptance is stored).
const ACCEPTED_KEY = 'licitaciones.cookies-accepted';

export function hasAcceptedCookies(): boolean {
  return localStorage.getItem(ACCEPTED_KEY) === 'true';
}

export function acceptCookies() {
  localStorage.setItem(ACCEPTED_KEY, 'true');
}
