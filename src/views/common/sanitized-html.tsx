import { createElement, type CSSProperties, type ReactNode, useMemo } from 'react';

/*
 * Server HTML (notices, help articles, promotions, agent announcements) is operator-written but
 * still untrusted. It is parsed into an inert document (DOMParser runs no script and loads
 * nothing; on the server, parse5) and rebuilt as React elements from an allowlist: only the tags and attributes below
 * survive, every URL is checked, and React writes the text and attribute values itself. No
 * markup string is ever handed back to the browser's parser, so what is checked is exactly what
 * renders (no mutation-XSS round trip), and no sanitiser library rides on the home page's
 * JavaScript budget (the home notice opens on arrival).
 */

/** Formatting and structure of rich text. Anything else is unwrapped: its text stays, the tag goes. */
const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'mark',
  'ol', 'p', 'pre', 'q', 's', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'tr', 'u', 'ul',
]);

/** Tags dropped with everything inside: code, embedded documents, forms, metadata, foreign markup. */
const DROPPED_TAGS = new Set([
  'script', 'style', 'template', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input',
  'textarea', 'select', 'option', 'button', 'svg', 'math', 'title', 'head', 'meta', 'link', 'base', 'audio', 'video',
  'canvas', 'xmp', 'noembed', 'noframes', 'plaintext', 'dialog', 'portal', 'slot',
]);

/** Elements whose whitespace-only text children are not content (React would warn about them). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup']);

/** Attributes kept (by tag, and on every tag), with the React prop each becomes. */
const GLOBAL_ATTRIBUTES: Record<string, string> = { title: 'title', lang: 'lang', dir: 'dir', class: 'className' };
const TAG_ATTRIBUTES: Record<string, Record<string, string>> = {
  a: { href: 'href' },
  img: { src: 'src', alt: 'alt', width: 'width', height: 'height' },
  td: { colspan: 'colSpan', rowspan: 'rowSpan' },
  th: { colspan: 'colSpan', rowspan: 'rowSpan', scope: 'scope' },
  col: { span: 'span' },
  colgroup: { span: 'span' },
  ol: { start: 'start' },
  li: { value: 'value' },
  font: { color: 'color' },
};

/** Characters browsers ignore inside a URL's scheme ("java\tscript:"): removed before the check. */
// eslint-disable-next-line no-control-regex
const URL_IGNORED = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g;
/** A web, mail or phone link, or a relative one (no scheme before the first / ? #). */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images may also be inline raster data. */
const SAFE_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp);/i;

export function isSafeUrl(value: string, image = false): boolean {
  const url = value.replace(URL_IGNORED, '');
  return SAFE_URL.test(url) || (image && SAFE_IMAGE_DATA.test(url));
}

/**
 * What the sanitiser reads of a parsed node: in the browser a node of DOMParser's inert document,
 * on the server (the first view, src/entry-server.tsx) one of parse5's tree. Both parse by the
 * HTML standard's algorithm, so both see the same tree.
 */
export type ParsedNode =
  | { kind: 'text'; text: string }
  | { kind: 'element'; tag: string; html: boolean; attributes: { name: string; value: string }[]; style: [string, string][]; children: ParsedNode[] }
  | { kind: 'other' };

export type HtmlParser = (html: string) => ParsedNode[];

function fromDom(node: Node): ParsedNode {
  if (node.nodeType === Node.TEXT_NODE) return { kind: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return { kind: 'other' };
  const el = node as HTMLElement;
  // The browser's own CSS parser: declarations it does not understand are already gone.
  const style: [string, string][] = [];
  for (let i = 0; i < (el.style?.length ?? 0); i++) style.push([el.style.item(i), el.style.getPropertyValue(el.style.item(i))]);
  return {
    kind: 'element',
    tag: el.localName,
    html: el.namespaceURI === 'http://www.w3.org/1999/xhtml',
    attributes: Array.from(el.attributes, (a) => ({ name: a.name, value: a.value })),
    style,
    children: Array.from(el.childNodes, fromDom),
  };
}

/** The browser's parser: an inert document (no script runs, nothing loads). */
export const parseInBrowser: HtmlParser = (html) => Array.from(new DOMParser().parseFromString(html, 'text/html').body.childNodes, fromDom);

let parser: HtmlParser = parseInBrowser;

/** Where there is no DOMParser (the server's drawing), the parser it has instead. */
export function setHtmlParser(serverParser: HtmlParser): void {
  parser = serverParser;
}

/** Inline styles as React's object, without anything that fetches (url()) or runs (expression()). */
function styleOf(declared: [string, string][]): CSSProperties | undefined {
  const style: Record<string, string> = {};
  for (const [name, value] of declared) {
    if (/url\s*\(|expression\s*\(|image-set\s*\(/i.test(value)) continue;
    style[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
}

function propsOf(el: Extract<ParsedNode, { kind: 'element' }>, tag: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const own = TAG_ATTRIBUTES[tag];
  for (const attr of el.attributes) {
    const name = attr.name.toLowerCase();
    const prop = own?.[name] ?? GLOBAL_ATTRIBUTES[name];
    if (!prop) continue;
    if ((name === 'href' || name === 'src') && !isSafeUrl(attr.value, name === 'src')) continue;
    props[prop] = attr.value;
  }
  const style = styleOf(el.style);
  if (style) props.style = style;
  // Operator links open beside the site and get no handle on it.
  if (tag === 'a' && typeof props.href === 'string' && /^\s*https?:/i.test(props.href)) {
    props.target = '_blank';
    props.rel = 'noopener noreferrer';
  }
  return props;
}

function childrenOf(nodes: ParsedNode[], parentTag: string): ReactNode[] {
  const out: ReactNode[] = [];
  for (const node of nodes) {
    const rendered = render(node, parentTag);
    if (Array.isArray(rendered)) out.push(...rendered);
    else if (rendered !== null) out.push(rendered);
  }
  return out;
}

function render(node: ParsedNode, parentTag: string): ReactNode | ReactNode[] {
  if (node.kind === 'text') return TABLE_PARTS.has(parentTag) && node.text.trim() === '' ? null : node.text;
  if (node.kind !== 'element') return null;
  const tag = node.tag;
  if (DROPPED_TAGS.has(tag) || !node.html) return null;
  if (!ALLOWED_TAGS.has(tag)) return childrenOf(node.children, parentTag);
  const children = childrenOf(node.children, tag);
  // Children as arguments, not an array: they are static, so React asks for no keys.
  return createElement(tag, propsOf(node, tag), ...children);
}

/** The allowlisted React rendering of an operator's HTML (the contents of the wrapper, without it). */
export function sanitizedNodes(html: string): ReactNode[] {
  return childrenOf(parser(html), 'div');
}

export function SanitizedHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const nodes = useMemo(() => sanitizedNodes(html), [html]);
  return createElement('div', { className }, ...nodes);
}
