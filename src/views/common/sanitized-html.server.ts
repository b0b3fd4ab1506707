import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { HtmlParser, ParsedNode } from './sanitized-html';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;

/**
 * A style attribute's declarations, read as strictly as the sanitiser needs where there is no
 * browser CSS parser: a value with an escape or a comment is dropped whole (`u\72l(` is url() to
 * a browser), and so is a name that is not a plain property name.
 */
export function declarationsOf(style: string): [string, string][] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < style.length; i++) {
    const c = style[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  const out: [string, string][] = [];
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .trim()
      .replace(/\s*!\s*important$/i, '');
    if (!/^(?:--)?-?[a-z][a-z0-9-]*$/.test(name) || value === '' || /\\|\/\*/.test(value)) continue;
    out.push([name, value]);
  }
  return out;
}

function fromParse5(node: Node): ParsedNode {
  if (node.nodeName === '#text') return { kind: 'text', text: (node as DefaultTreeAdapterMap['textNode']).value };
  if (!isElement(node)) return { kind: 'other' };
  const style = node.attrs.find((a) => a.name === 'style');
  return {
    kind: 'element',
    tag: node.tagName,
    html: node.namespaceURI === 'http://www.w3.org/1999/xhtml',
    attributes: node.attrs.map((a) => ({ name: a.name, value: a.value })),
    style: style ? declarationsOf(style.value) : [],
    children: node.childNodes.map(fromParse5),
  };
}

/** parse5 parses a whole document as a browser does; the body's nodes are what DOMParser's body holds. */
export const parseOnServer: HtmlParser = (html) => {
  const document = parse(html);
  const root = document.childNodes.find(isElement);
  const body = root?.childNodes.find((n): n is Element => isElement(n) && n.tagName === 'body');
  return (body?.childNodes ?? []).map(fromParse5);
};
