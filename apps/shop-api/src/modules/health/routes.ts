import fp from 'fastify-plugin';
import { pingDatabase } from '../../db/database';
import { serviceUnavailable } from '../../http/problem';

/** A database that has not answered `select 1` by then counts as down. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `GET /healthz`: liveness and database reachability for load balancers and the launcher. */
export default fp(
  async (app) => {
    app.get('/healthz', async (request) => {
      try {
        await withTimeout(pingDatabase(app.db), DATABASE_PROBE_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database down');
        throw serviceUnavailable('The database does not answer.');
      }
      return { status: 'ok', database: 'up' } as const;
    });
  },
  { name: 'health-routes', dependencies: ['db', 'problem'], encapsulate: true },
);
