import { z } from 'zod';
import { searchableWords } from '../search-words';
import { API_TEXTS, fillText } from './texts';

/**
 * Field schemas every request schema builds on, so the browser and the server refuse the same
 * values — and nothing reaches the database that it cannot hold.
 */

/** PostgreSQL's `integer`: a larger id cannot name a row. */
export const DB_INTEGER_MAX = 2_147_483_647;
const INVALID_ID = API_TEXTS.fields.identificadorNoValido;

/** A stored row's id in a JSON body: a whole number from 1 to the database's integer limit. */
export const idSchema = z
  .number(INVALID_ID)
  .int(INVALID_ID)
  .min(1, INVALID_ID)
  .max(DB_INTEGER_MAX, INVALID_ID);

/** The same id in a path or a query string, where it arrives as text. */
export const idParamSchema = (message = INVALID_ID) =>
  z.coerce.number(message).int(message).min(1, message).max(DB_INTEGER_MAX, message);

export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2100;

/** The bounds of a date field in the app's forms (`min`, `max` of a date input). */
export const DATE_INPUT_MIN = `${DATE_MIN_YEAR}-01-01`;
export const DATE_INPUT_MAX = `${DATE_MAX_YEAR}-12-31`;

/** A calendar day (YYYY-MM-DD) of the years 1900–2100: the range dates are searched and stored in. */
export const dateSchema = (message = API_TEXTS.fields.fechaNoValidaAaaaMm) =>
  z.iso.date(message).refine(
    (day) => {
      const year = Number(day.slice(0, 4));
      return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
    },
    fillText(API_TEXTS.fields.fechaEstarEntreAnosDate, { DATE_MIN_YEAR, DATE_MAX_YEAR }),
  );

/** The most characters of search words. */
export const SEARCH_WORDS_MAX = 500;

/**
 * Search words of a tender or publication search, a market, a party's lists or an alert (the
 * websearch syntax: phrases, OR, -word), made safe for the database's query parser.
 */
export const searchWordsSchema = z.string().trim().max(SEARCH_WORDS_MAX).transform(searchableWords);
