import es from '../i18n/es/apiValidation.json';

/** The API's validation messages (common/i18n/es/apiValidation.json): the server answers them and the app's forms show them, in Spanish. */
export const API_TEXTS = es.apiValidation;

/** A catalogue text with its {{name}} placeholders filled, as i18next fills them. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}
