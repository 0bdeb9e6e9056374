import { __PRIVATE__ } from 'styled-components';

/**
 * The page's style rules reach the browser once and are parsed once.
 *
 * styled-components' own way: the server writes every rule and, after each component's rules, a
 * marker rule naming its class names (`data-styled.g12[id="sc-x"]{content:"a,b,"}`); the browser,
 * when styled-components loads, reads that text back in JavaScript, inserts every rule again into a
 * style sheet of its own one `insertRule` at a time, and removes the server's element, so the whole
 * page's style is recomputed. All of it in the entry's first task, the longest of the first load
 * (`npm run bench:main-thread`'s trace: a third of that task on a listing).
 *
 * Here the server sends two elements instead (`splitServerStyles`): the markers alone in the element
 * styled-components reads on loading (`media="not all"`: they style nothing), so it learns the
 * names and the server's group numbers as before, and the rules in an element it does not read,
 * which says how many rules each group has (`data-styled-ssr="12:3,13:1"`). `adoptServerStyles`
 * then makes that element, parsed once by the browser as the page arrived, styled-components' own
 * style sheet, with its group sizes, so rules it adds later go where its own would have (a media
 * rule among them as a style rule holding it, `nestMediaRule`). Should its
 * internals not be what this expects (another version), it inserts the rules itself as
 * styled-components would have, and the page looks the same either way. The global styles' rules
 * stay as the server wrote them: the browser does not render GlobalStyle again (the root layout
 * renders it on the server only), which would delete and insert them anew while the page hydrates.
 */
const RULE_END = '/*!sc*/\n';
const MARKER = /^data-styled\.g(\d+)\[id="[\w-]+"\]/;
const SSR_ATTRIBUTE = 'data-styled-ssr';
const STYLE_TAG = /^<style ([^>]*)data-styled="true"([^>]*)>([\s\S]*)<\/style>$/;

/** styled-components' `<style>` element as two (above); any other text is returned as it was. */
export function splitServerStyles(styleTags: string): string {
  const tag = STYLE_TAG.exec(styleTags);
  if (!tag) return styleTags;
  const [, before = '', after = '', css = ''] = tag;
  let markers = '';
  let rules = '';
  const groups: string[] = [];
  let count = 0;
  for (const part of css.split(RULE_END)) {
    if (!part) continue;
    const marker = MARKER.exec(part);
    if (!marker) {
      rules += part + RULE_END;
      count += 1;
      continue;
    }
    markers += part + RULE_END;
    groups.push(`${marker[1]}:${count}`);
    count = 0;
  }
  // Rules after the last marker belong to no group: keep styled-components' own way then.
  if (count !== 0) return styleTags;
  const attributes = `${before}${after}`.trim();
  return (
    `<style ${before}data-styled="true"${after} media="not all">${markers}</style>` +
    `<style ${attributes ? `${attributes} ` : ''}${SSR_ATTRIBUTE}="${groups.join(',')}">${rules}</style>`
  );
}

/** What `adoptServerStyles` uses of styled-components 6's main sheet. */
interface GroupedTag {
  groupSizes: Uint32Array;
  length: number;
  _cGroup: number;
  _cIndex: number;
  tag: {
    element?: HTMLStyleElement;
    sheet?: CSSStyleSheet;
    length: number;
    insertRule(index: number, rule: string): boolean;
  };
  insertRules(group: number, rules: string[]): void;
}
interface MainSheet {
  getTag(): GroupedTag;
}

/** The groups and rule counts `splitServerStyles` wrote, in order; undefined if unreadable. */
function readGroups(value: string): Array<[number, number]> | undefined {
  const groups: Array<[number, number]> = [];
  for (const entry of value.split(',')) {
    const [group, count] = entry.split(':').map(Number);
    if (!Number.isInteger(group) || !Number.isInteger(count) || group === undefined || count === undefined)
      return undefined;
    groups.push([group, count]);
  }
  return groups;
}

/**
 * In the browser, before anything styled renders: the server's rules element becomes
 * styled-components' style sheet (above). Nothing to do on a page without it.
 */
export function adoptServerStyles(doc: Document = document): void {
  const element = doc.querySelector<HTMLStyleElement>(`style[${SSR_ATTRIBUTE}]`);
  if (!element) return;
  const groups = readGroups(element.getAttribute(SSR_ATTRIBUTE) ?? '');
  element.removeAttribute(SSR_ATTRIBUTE);
  if (!groups) return;
  const main = __PRIVATE__.mainSheet as unknown as MainSheet;
  const grouped = main.getTag();
  const cssom = grouped.tag;
  const total = groups.reduce((sum, [, count]) => sum + count, 0);
  const adoptable =
    grouped.groupSizes instanceof Uint32Array &&
    typeof grouped._cGroup === 'number' &&
    typeof grouped._cIndex === 'number' &&
    cssom.length === 0 &&
    cssom.element instanceof HTMLStyleElement &&
    cssom.sheet instanceof CSSStyleSheet &&
    typeof cssom.insertRule === 'function' &&
    element.sheet !== null &&
    element.sheet.cssRules.length === total;
  if (!adoptable) {
    insertAsStyledComponents(grouped, groups, element);
    return;
  }
  let size = grouped.groupSizes.length;
  const last = Math.max(...groups.map(([group]) => group));
  if (last >= size) {
    while (last >= size) size *= 2;
    const sizes = new Uint32Array(size);
    sizes.set(grouped.groupSizes);
    grouped.groupSizes = sizes;
    grouped.length = size;
  }
  for (const [group, count] of groups) grouped.groupSizes[group] = (grouped.groupSizes[group] ?? 0) + count;
  grouped._cGroup = 0;
  grouped._cIndex = 0;
  cssom.element?.remove();
  // Marked as styled-components marks its own element, which it never reads back.
  element.setAttribute('data-styled', 'active');
  cssom.element = element;
  cssom.sheet = element.sheet;
  cssom.length = total;
  if (doc.defaultView?.CSS?.supports?.('selector(&)') === true) {
    const insert = cssom.insertRule.bind(cssom);
    cssom.insertRule = (index, rule) => insert(index, nestMediaRule(rule));
  }
}

const SINGLE_MEDIA_RULE = /^@media ([^{}]+)\{([^{},]+)\{([^{}]*)\}\}$/;
const PSEUDO_ELEMENT = /::|:(?:before|after|first-line|first-letter)\b/;

/**
 * `@media Q{S{D}}` written as `S{@media Q{D}}`: the same rule, but a style rule. When a rule is
 * inserted into a sheet, Chromium restyles only the elements its selector may match, unless it is
 * not a style rule (its RuleSetDiff): then every element the sheet's rules may match, which is the
 * whole page for the server's sheet. The consent banner's two media rules cost two restyles of every
 * element, about 100 ms each with the CPU slowed 4×. Left as it was when it holds more than one
 * rule, a selector list (`&` would take the list's highest specificity) or a pseudo-element (which
 * `&` cannot stand for).
 */
export function nestMediaRule(rule: string): string {
  const match = SINGLE_MEDIA_RULE.exec(rule);
  if (!match) return rule;
  const [, query = '', selector = '', declarations = ''] = match;
  if (PSEUDO_ELEMENT.test(selector)) return rule;
  return `${selector}{@media ${query}{${declarations}}}`;
}

/** styled-components' own way with the rules of the server's element, which then goes. */
function insertAsStyledComponents(grouped: GroupedTag, groups: Array<[number, number]>, element: HTMLStyleElement) {
  const rules = (element.textContent ?? '').split(RULE_END).filter(Boolean);
  let next = 0;
  for (const [group, count] of groups) {
    grouped.insertRules(group, rules.slice(next, next + count));
    next += count;
  }
  element.remove();
}
