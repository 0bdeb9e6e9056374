// The baseline of `npm run bench:ssr`: "plain renderToString of the same markup" (../shared/QUALITY.md).
// Reads the page the storefront rendered (HTML_FILE), turns it once into the React elements that
// render the same markup (parse5's tree, attributes under React's names, inline scripts and styles
// as raw HTML), then answers every GET on 127.0.0.1:$PORT with `<!DOCTYPE html>` + renderToString
// of those elements: React's rendering of the page with no router, data, styles or messages.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parse } from 'parse5';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/** HTML attribute names React spells differently (the rest, data-* and aria-* among them, pass as they are). */
const REACT_NAMES = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  fetchpriority: 'fetchPriority',
  referrerpolicy: 'referrerPolicy',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  minlength: 'minLength',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  autofocus: 'autoFocus',
  'http-equiv': 'httpEquiv',
  charset: 'charSet',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  'accept-charset': 'acceptCharset',
  'xlink:href': 'xlinkHref',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin',
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
};
/** Attributes React renders only from `true`. */
const BOOLEANS = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'async',
  'defer',
  'required',
  'multiple',
  'open',
  'readOnly',
  'noValidate',
  'autoFocus',
  'inert',
]);
const RAW_TEXT = new Set(['script', 'style']);

/** `a: b; --c: d` as React's style object. */
function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function toElement(node, key) {
  if (node.nodeName === '#text') return node.value;
  if (!node.tagName) return null;
  const props = { key };
  for (const { name, value } of node.attrs) {
    const reactName = REACT_NAMES[name] ?? name;
    if (reactName === 'style') props.style = styleObject(value);
    else if (BOOLEANS.has(reactName)) props[reactName] = true;
    else props[reactName] = value;
  }
  // <template>'s children live in its content fragment.
  const childNodes = node.content?.childNodes ?? node.childNodes ?? [];
  if (RAW_TEXT.has(node.tagName)) {
    props.dangerouslySetInnerHTML = { __html: childNodes.map((child) => child.value ?? '').join('') };
    return createElement(node.tagName, props);
  }
  const children = childNodes.map((child, index) => toElement(child, index)).filter((child) => child !== null);
  return createElement(node.tagName, props, ...(children.length ? [children] : []));
}

const document = parse(readFileSync(process.env.HTML_FILE, 'utf8'));
const page = toElement(
  document.childNodes.find((node) => node.tagName === 'html'),
  'html',
);

const server = createServer((request, response) => {
  const html = `<!DOCTYPE html>${renderToString(page)}`;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
  response.end(html);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
