import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';

// The server's user-facing texts come from the app's catalogue (common/i18n/{es,en}/<area>.json),
// so a message edited there changes on both sides. Same set-up as the app: Spanish, English only
// where a Spanish text is missing, i18next's interpolation and plurals.
const CATALOGUE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../common/i18n');

function load(language: string): Record<string, unknown> {
  const folder = path.join(CATALOGUE, language);
  const files = fs.readdirSync(folder).filter((name) => name.endsWith('.json'));
  return Object.assign(
    {},
    ...files.map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'))),
  );
}

const messages = i18next.createInstance();
void messages.init({
  resources: { es: { translation: load('es') }, en: { translation: load('en') } },
  lng: 'es',
  fallbackLng: 'en',
  // Resources are in memory: initialise synchronously, so t() works from the first import.
  initAsync: false,
  // Answers are JSON; a caller that writes HTML escapes what it puts there.
  interpolation: { escapeValue: false },
});

/** The catalogue's text for a key (e.g. 'auth.signIn.failure'), with its values filled in. */
export function t(key: string, values?: Record<string, unknown>): string {
  return messages.t(key, values);
}

/** The same lookup as i18next's own function, for code shared with the app (common/). */
export const translate: TFunction = messages.t.bind(messages) as TFunction;
