import { SaxesParser } from 'saxes';

/**
 * The whole of a BOE XML file as a small tree that keeps mixed content in order (a `<p>` with an
 * `<em>` inside, a `<dd>` holding text or a nested `<dl>`). BOE files are small (a summary is a
 * few hundred KB, the largest item ~250 KB), so a tree is simpler than streaming.
 */
export interface XNode {
  name: string;
  attrs: Record<string, string>;
  children: (XNode | string)[];
}

/** Parses a well-formed XML document; throws with the parser's position when it is not. */
export function parseXml(xml: string): XNode {
  const parser = new SaxesParser({ position: true });
  const root: XNode = { name: '#document', attrs: {}, children: [] };
  const stack: XNode[] = [root];
  let failure: Error | undefined;
  parser.on('error', (e) => {
    failure ??= e;
  });
  parser.on('opentag', (tag) => {
    const node: XNode = {
      name: tag.name,
      attrs: { ...(tag.attributes as Record<string, string>) },
      children: [],
    };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => stack.at(-1)?.children.push(text));
  parser.on('cdata', (text) => stack.at(-1)?.children.push(text));
  parser.write(xml).close();
  if (failure) throw failure;
  const top = root.children.find((c): c is XNode => typeof c !== 'string');
  if (!top) throw new Error('documento XML vacío');
  return top;
}

export const elements = (node: XNode | undefined): XNode[] =>
  node ? node.children.filter((c): c is XNode => typeof c !== 'string') : [];

export const childrenNamed = (node: XNode | undefined, name: string): XNode[] =>
  elements(node).filter((c) => c.name === name);

export const childNamed = (node: XNode | undefined, name: string): XNode | undefined =>
  elements(node).find((c) => c.name === name);

/** Follows a path of child names, the first match at each step. */
export function path(node: XNode | undefined, ...names: string[]): XNode | undefined {
  let current = node;
  for (const name of names) current = childNamed(current, name);
  return current;
}

/** All the text inside, in order, with whitespace runs (indentation, line breaks) made one space. */
export function textContent(node: XNode | undefined): string {
  if (!node) return '';
  const parts: string[] = [];
  const walk = (n: XNode) => {
    for (const c of n.children) {
      if (typeof c === 'string') parts.push(c);
      else walk(c);
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Trimmed text at a path, or null when missing or blank (BOE files leave many elements empty). */
export function textAt(node: XNode | undefined, ...names: string[]): string | null {
  const value = textContent(path(node, ...names));
  return value ? value : null;
}

export function attr(node: XNode | undefined, name: string): string | null {
  const value = node?.attrs[name]?.trim();
  return value ? value : null;
}
