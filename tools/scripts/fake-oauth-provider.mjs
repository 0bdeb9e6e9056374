// A local stand-in for Google's and Facebook's OAuth 2.0 endpoints, for the API's tests and the
// e2e journeys (no machine here reaches the real ones). Point the API at it with
// OAUTH_PROVIDER_BASE_URL=http://127.0.0.1:<port>; each provider lives under /<provider>/:
//   GET  authorize  a consent page (e-mail field, Continue and Cancel) that redirects back with
//                   code and state, or error=access_denied
//   GET  approve    what Continue submits: issues a single-use code bound to the client, the
//                   redirect_uri and the PKCE challenge
//   POST token      authorization_code grant: checks client_id and secret, redirect_uri and the
//                   S256 code_verifier, then answers an access token
//   GET  userinfo   the person: Google's OpenID shape (sub, email, email_verified) or Facebook's
//                   Graph shape (id, email, first_name, last_name)
// It checks what a real provider checks, so a broken flow fails here as it would there.
//   node tools/fake-oauth-provider.mjs [port]   runs it alone (prints its URL)
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the fake on 127.0.0.1 (port 0: any free one). `clients` maps a provider to its client id
 * and secret. Returns { url, close(), codes } where codes counts the codes it issued.
 */
export async function startFakeOAuthProvider({ port = 0, clients = {}, defaultEmail = 'sam.social@example.com' } = {}) {
  const codes = new Map();
  const tokens = new Map();
  let issued = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, provider, action] = url.pathname.split('/');
    const client = clients[provider ?? ''];
    const send = (status, body, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true });
    // The browser asks every origin for its icon; a 404 would be a console error in the e2e journeys.
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204, { 'cache-control': 'max-age=3600' });
      return res.end();
    }
    if (!client) return send(404, { error: 'unknown_provider' });
    const q = url.searchParams;

    if (req.method === 'GET' && action === 'authorize') {
      if (
        q.get('client_id') !== client.id ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge') ||
        !q.get('state') ||
        !q.get('redirect_uri')
      ) {
        return send(400, { error: 'invalid_request' });
      }
      const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge']
        .map((name) => `<input type="hidden" name="${name}" value="${escape(q.get(name))}">`)
        .join('');
      const deny = new URL(q.get('redirect_uri'));
      deny.searchParams.set('error', 'access_denied');
      deny.searchParams.set('state', q.get('state'));
      return send(
        200,
        `<!doctype html><html><head><meta charset="utf-8"><title>Fake ${escape(provider)}</title></head><body><h1>Sign in with fake ${escape(provider)}</h1>` +
          `<form method="get" action="/${escape(provider)}/approve">${hidden}<label>E-mail <input name="email" value="${escape(defaultEmail)}"></label>` +
          `<label><input type="checkbox" name="unverified" value="1"> e-mail not verified</label><button type="submit">Continue</button></form>` +
          `<a href="${escape(deny.toString())}">Cancel</a></body></html>`,
        'text/html; charset=utf-8',
      );
    }

    if (req.method === 'GET' && action === 'approve') {
      const code = randomBytes(16).toString('base64url');
      const email = (q.get('email') || defaultEmail).trim().toLowerCase();
      codes.set(code, {
        clientId: q.get('client_id'),
        redirectUri: q.get('redirect_uri'),
        challenge: q.get('code_challenge'),
        email,
        verified: q.get('unverified') !== '1',
      });
      issued += 1;
      const back = new URL(q.get('redirect_uri'));
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (req.method === 'POST' && action === 'token') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const form = new URLSearchParams(raw);
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret)
        return send(401, { error: 'invalid_client' });
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !grant ||
        grant.clientId !== client.id ||
        grant.redirectUri !== form.get('redirect_uri') ||
        grant.challenge !== challenge
      ) {
        return send(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(16).toString('base64url');
      tokens.set(accessToken, grant);
      return send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 });
    }

    if (req.method === 'GET' && action === 'userinfo') {
      const grant = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!grant) return send(401, { error: 'invalid_token' });
      const subject = createHash('sha256').update(`${provider}:${grant.email}`).digest('hex').slice(0, 20);
      return send(
        200,
        provider === 'facebook'
          ? { id: subject, email: grant.email, first_name: 'Sam', last_name: 'Social' }
          : {
              sub: subject,
              email: grant.email,
              email_verified: grant.verified,
              given_name: 'Sam',
              family_name: 'Social',
            },
      );
    }
    return send(404, { error: 'not_found' });
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    get issued() {
      return issued;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOAuthProvider({
    port: Number(process.argv[2] ?? 0),
    clients: {
      google: {
        id: process.env.GOOGLE_CLIENT_ID ?? 'fake-google-client',
        secret: process.env.GOOGLE_CLIENT_SECRET ?? 'fake-google-secret',
      },
      facebook: {
        id: process.env.FACEBOOK_CLIENT_ID ?? 'fake-facebook-client',
        secret: process.env.FACEBOOK_CLIENT_SECRET ?? 'fake-facebook-secret',
      },
    },
  });
  console.log(fake.url);
}
