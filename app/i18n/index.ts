import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;

// One file per feature and language (common/i18n/es/search.json …), each holding its own top-level
// key, so features add their texts without touching each other's files. The catalogue lives in
// common/ because code outside the app reads it too (common/notifications/describe-change.ts);
// this file is only the app's i18next set-up.
function merge(files: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.values(files));
}
const es = merge(
  import.meta.glob<Messages>('../../common/i18n/es/*.json', { eager: true, import: 'default' }),
);
const en = merge(
  import.meta.glob<Messages>('../../common/i18n/en/*.json', { eager: true, import: 'default' }),
);

// Spanish is the product's language; English only fills keys a Spanish text is missing for.
void i18next.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: 'es',
  fallbackLng: 'en',
  // React already escapes rendered text.
  interpolation: { escapeValue: false },
});

export default i18next;
