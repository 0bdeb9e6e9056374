// A local stand-in for Google Analytics 4 for the e2e journeys (no machine here reaches Google).
// Point the storefront at it with GA_MEASUREMENT_ID=G-E2ETEST GA_SCRIPT_ORIGIN=http://127.0.0.1:<port>.
//   GET    /gtag/js?id=G-…  a small gtag.js: it works through the page's dataLayer as Google's does
//                           (`consent`, `js`, `config`, `set`, `event` commands, Arguments objects
//                           only), keeps a `_ga` client id cookie, and sends each event (page_view
//                           included) to /g/collect ONLY while analytics_storage is granted
//   POST   /g/collect       a hit: v, tid, cid, en (event name), dl (page location), ep (JSON params)
//   GET    /hits[?cid=…]    the hits received, oldest first (a journey reads its own by its _ga)
//   DELETE /hits            forgets them
//   node apps/storefront-e2e/fake-ga-collector.mjs [port]   runs it alone (prints its URL)
import { createServer } from 'node:http';

/** The tag's behaviour in the browser; `__ORIGIN__` is where it sends its hits. */
const TAG = `(() => {
  const origin = __ORIGIN__;
  const layer = (window.dataLayer = window.dataLayer || []);
  const state = { analytics: false, id: null, page: {} };
  const clientId = () => {
    const found = /(?:^|; )_ga=([^;]*)/.exec(document.cookie);
    if (found) return found[1];
    const id = 'GA1.1.' + Math.floor(Math.random() * 1e9) + '.' + Math.floor(Date.now() / 1000);
    document.cookie = '_ga=' + id + '; Path=/; Max-Age=63072000; SameSite=Lax';
    return id;
  };
  const send = (name, params) => {
    if (!state.analytics || !state.id) return;
    const query = new URLSearchParams({
      v: '2', tid: state.id, cid: clientId(), en: name,
      dl: state.page.page_location || location.href, ep: JSON.stringify(params || {}),
    });
    fetch(origin + '/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
  };
  const run = ([command, first, second]) => {
    if (command === 'consent' && second && second.analytics_storage)
      state.analytics = second.analytics_storage === 'granted';
    if (command === 'config') {
      state.id = first;
      if (!second || second.send_page_view !== false) send('page_view', {});
    }
    if (command === 'set' && first && typeof first === 'object') Object.assign(state.page, first);
    if (command === 'event') send(first, second);
  };
  const handle = (entry) => {
    if (Object.prototype.toString.call(entry) === '[object Arguments]') run(Array.from(entry));
  };
  layer.forEach(handle);
  const push = layer.push;
  layer.push = function (...entries) {
    const length = push.apply(layer, entries);
    entries.forEach(handle);
    return length;
  };
})();`;

/** Starts the fake on 127.0.0.1 (port 0: any free one). Returns { url, close(), hits }. */
export async function startFakeGaCollector({ port = 0 } = {}) {
  /** @type {Array<{ tid: string, cid: string, en: string, dl: string, params: Record<string, unknown> }>} */
  const hits = [];
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status, body, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true });
    if (url.pathname === '/favicon.ico') return send(204, '');
    if (req.method === 'GET' && url.pathname === '/gtag/js') {
      if (!/^G-[A-Z0-9]+$/.test(url.searchParams.get('id') ?? '')) return send(400, { error: 'id' });
      return send(200, TAG.replace('__ORIGIN__', JSON.stringify(origin)), 'text/javascript');
    }
    if (url.pathname === '/g/collect') {
      const q = url.searchParams;
      let params = {};
      try {
        params = JSON.parse(q.get('ep') ?? '{}');
      } catch {
        return send(400, { error: 'ep' });
      }
      hits.push({
        tid: q.get('tid') ?? '',
        cid: q.get('cid') ?? '',
        en: q.get('en') ?? '',
        dl: q.get('dl') ?? '',
        params,
      });
      return send(204, '');
    }
    if (url.pathname === '/hits' && req.method === 'GET') {
      const cid = url.searchParams.get('cid');
      return send(200, cid ? hits.filter((hit) => hit.cid === cid) : hits);
    }
    if (url.pathname === '/hits' && req.method === 'DELETE') {
      hits.length = 0;
      return send(204, '');
    }
    return send(404, { error: 'not_found' });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return { url: origin, hits, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startFakeGaCollector({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake GA4 collector on ${url}`);
}
