/**
 * A small element tree for one ATOM entry (or one feed-level element) at a time.
 *
 * Element names are keyed by a short alias of their namespace URI, never by the prefix the
 * document used: `cbc:Name` means {CommonBasicComponents-2}Name whether the page declared it
 * as `cbc:`, `ns3:` or as the default namespace.
 */
export interface XmlElement {
  /** `alias:local` for the namespaces below, `nsN:local` (N numbers the namespaces met) for any other. */
  key: string;
  /** Attributes by local name (CODICE attributes are unqualified). */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Character data directly inside this element, untrimmed. */
  text: string;
}

export const NAMESPACE_ALIASES: Record<string, string> = {
  'http://www.w3.org/2005/Atom': 'atom',
  'http://purl.org/atompub/tombstones/1.0': 'at',
  'urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2': 'cbc-place-ext',
  'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2': 'cac-place-ext',
};

export function child(el: XmlElement | undefined, key: string): XmlElement | undefined {
  if (!el) return undefined;
  for (const c of el.children) if (c.key === key) return c;
  return undefined;
}

export function childrenOf(el: XmlElement | undefined, key: string): XmlElement[] {
  return el ? el.children.filter((c) => c.key === key) : [];
}

/** Follows a path of child keys, taking the first match at each step. */
export function at(el: XmlElement | undefined, ...keys: string[]): XmlElement | undefined {
  let current = el;
  for (const key of keys) current = child(current, key);
  return current;
}

/** Trimmed text of an element, or null when the element is missing or blank. */
export function textOf(el: XmlElement | undefined): string | null {
  const value = el?.text.trim();
  return value ? value : null;
}

/** Trimmed text at a path of child keys. */
export const textAt = (el: XmlElement | undefined, ...keys: string[]) => textOf(at(el, ...keys));

export function attrOf(el: XmlElement | undefined, name: string): string | null {
  const value = el?.attrs[name]?.trim();
  return value ? value : null;
}
