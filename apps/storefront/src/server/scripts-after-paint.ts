/**
 * The first HTML's scripts wait until the page has painted its images (the window's `load` event and
 * the first contentful paint, then one frame), or until the shopper touches, clicks or types, or at
 * most 3 s: on a slow phone connection the page's photo and text no longer share the line with
 * some 150 KB of script, which until then arrived first and held back the largest paint by about a
 * second. The page is usable meanwhile (server HTML: links, the search form); buttons answer once it
 * has hydrated, as before.
 *
 * The entry `<script type="module" src>` and the `<head>`'s preloads of script files and of the
 * messages' file (`rel="modulepreload"`, `rel="preload" as="fetch"`) move, unchanged, into an inert
 * `<template>` at the entry's place, followed by a small inline script that appends the template's
 * content to `<head>` when the time comes (a cloned template's script runs when connected). Image
 * preloads stay. HTML without the entry script (an error page) is returned as it is.
 *
 * The loader carries the page's CSP nonce; what it adds runs under `'strict-dynamic'`, and the
 * template's elements keep the nonce the router gave them (a clone keeps its original's).
 *
 * The markup's first `</head>` gets `headExtra` (the page's style elements). The page
 * comes back as pieces, slices of `html` mostly, to be encoded one by one: joining them into one
 * string first would copy the 100-odd KB page each time, about a millisecond per copy.
 */
export function scriptsAfterPaint(html: string, headExtra: string, nonce: string): string[] {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return [html];
  const entryStart = html.lastIndexOf(ENTRY_START);
  if (entryStart < headEnd) return [html.slice(0, headEnd), headExtra, html.slice(headEnd)];
  const entryEnd = html.indexOf(SCRIPT_END, entryStart) + SCRIPT_END.length;
  const deferred: string[] = [];
  // The entry's own file and the files both the root and the route preload, once each: every link
  // the loader appends is a resource request the browser starts within the loader's one task.
  const fetched = new Set([HREF.exec(html.slice(entryStart, entryEnd))?.[1]]);
  const head = html.slice(0, headEnd).replace(DEFERRED_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    if (!fetched.has(href)) deferred.push(link);
    fetched.add(href);
    return '';
  });
  return [
    head,
    headExtra,
    html.slice(headEnd, entryStart),
    '<template>',
    ...deferred,
    html.slice(entryStart, entryEnd),
    `</template><script nonce="${nonce}">${LOADER}</script>`,
    html.slice(entryEnd),
  ];
}

const ENTRY_START = '<script type="module" async="" src="';
const SCRIPT_END = '</script>';
const HREF = /\s(?:href|src)="([^"]*)"/;
const DEFERRED_LINK = /<link rel="modulepreload"[^>]*>|<link rel="preload"(?=[^>]*\sas="fetch")[^>]*>/g;

/**
 * Runs once, during parsing: takes the template before it and leaves the document; once both `load`
 * and the first contentful paint have come (then a frame, so the images have been painted), or on a
 * key or a pointer press, or after 3 s, the template's content goes into `<head>`, which starts the
 * downloads. The paint entry is the frame as presented, which can come after `load` and the frame
 * after it (measured on the card: load at 60–80 ms, paint at 100–140 ms); files asked before it
 * count as render-blocking in Lighthouse's estimate of the first paint. A browser without paint
 * entries waits for `load` alone.
 */
const LOADER =
  '{let s=document.currentScript,t=s.previousSibling,g=()=>{t&&(document.head.append(document.importNode(t.content,!0)),t.remove(),t=0)},' +
  'n=0,k=()=>++n>1&&requestAnimationFrame(()=>setTimeout(g)),P=self.PerformanceObserver,o;' +
  's.remove();addEventListener("load",k);P?.supportedEntryTypes?.includes("paint")?' +
  '(o=new P(l=>l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),k()))).observe({type:"paint",buffered:!0}):k();' +
  'for(let e of["pointerdown","keydown"])addEventListener(e,g,{capture:!0,once:!0});setTimeout(g,3e3)}';
