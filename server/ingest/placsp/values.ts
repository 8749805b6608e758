import { parseAmount } from './amounts';
import { at, childrenOf, textAt, textOf, type XmlElement } from './xml';

/** An amount element at a path → canonical decimal string. */
export const amountAt = (el: XmlElement | undefined, ...keys: string[]) => parseAmount(textAt(el, ...keys));

/** A whole count (ReceivedTenderQuantity, MaximumLotPresentationQuantity…). */
export function countAt(el: XmlElement | undefined, ...keys: string[]): number | null {
  const text = textAt(el, ...keys);
  return text && /^\d+$/.test(text) ? Number(text) : null;
}

/** A number that may use a decimal comma (DurationMeasure). */
export function numberOf(text: string | null): number | null {
  if (!text) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

export function booleanAt(el: XmlElement | undefined, ...keys: string[]): boolean | null {
  const text = textAt(el, ...keys)?.toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : null;
}

/** ProcurementProject → its CPV codes (RequiredCommodityClassification/ItemClassificationCode). */
export function cpvCodesOf(project: XmlElement | undefined): string[] {
  return childrenOf(project, 'cac:RequiredCommodityClassification')
    .map((c) => textOf(at(c, 'cbc:ItemClassificationCode')))
    .filter((code): code is string => code !== null);
}

/**
 * A link the app may show and follow: an absolute http(s) URL. Any other scheme (`javascript:`,
 * `data:`…) or an unparsable text is dropped, the rest of the entry is kept.
 */
export function httpUrl(text: string | null): string | null {
  if (!text) return null;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:' ? text : null;
  } catch {
    return null;
  }
}

export const unique = <T>(values: T[]): T[] => [...new Set(values)];
