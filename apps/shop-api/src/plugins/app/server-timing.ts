import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** performance.now() when the request reached its first hook. */
    receivedAt: number;
  }
}

/**
 * `Server-Timing: app;dur=<ms>` on every answer: the time from the request's first hook to its
 * answer being sent, so a browser's developer tools (and `npm run bench:search`, whose target is
 * server-side) can tell the server's time from the network's. Browsers show it to our own origin
 * only (no `Timing-Allow-Origin`). Registered first, so every other hook is inside the figure.
 */
export default fp(
  async (app) => {
    app.decorateRequest('receivedAt', 0);
    app.addHook('onRequest', (request, _reply, done) => {
      request.receivedAt = performance.now();
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('server-timing', `app;dur=${(performance.now() - request.receivedAt).toFixed(2)}`);
      done(null, payload);
    });
  },
  { name: 'server-timing' },
);
