import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Env } from './config/env';
import type { Database } from './db/schema';
import { loggerOptions } from './http/logging';
import { isLoopback } from './http/loopback';
import { HttpProblem } from './http/problem';
import { zodValidatorCompiler } from './http/validate';
import { modules } from './modules';
import appAccess from './plugins/app/app-access';
import formBody from './plugins/app/form-body';
import originGuard from './plugins/app/origin-guard';
import problem, { sendClientErrorProblem, sendProblem } from './plugins/app/problem';
import serverTiming from './plugins/app/server-timing';
import languageVary from './plugins/app/language-vary';
import metrics from './plugins/app/metrics';
import session from './plugins/app/session';
import cookie from './plugins/external/cookie';
import db from './plugins/external/db';
import docs from './plugins/external/docs';
import envPlugin from './plugins/external/env';
import helmet, { apiSecurityHeaders } from './plugins/external/helmet';
import mailer from './plugins/external/mailer';
import rateLimit from './plugins/external/rate-limit';
import redis from './plugins/external/redis';

export interface BuildAppOptions {
  env: Env;
  /** An open database owned by the caller; by default the app opens one from env and closes it. */
  db?: Kysely<Database>;
  /** Fastify logger options (false in tests); by default pino at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** The contract served at /api/docs; defaults to the repository's openapi.yaml; null: no docs. */
  openapiFile?: string | null;
}

/**
 * Builds the API without listening: the server starts it, tests `inject` into it. Migrations and
 * seeding are the caller's (server.ts, the test helper).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const securityHeaders = apiSecurityHeaders(env.PUBLIC_URL);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL),
    // The storefront's server proxies /api/** from the same machine and adds X-Forwarded-For;
    // believe that header from loopback only, so rate limits see the shopper's address.
    trustProxy: isLoopback,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // So do the HTTP parser's (headers over its limit), written to the socket before any hook.
    clientErrorHandler: sendClientErrorProblem,
    // Errors the router raises before any handler runs (a malformed URL) use the one shape too,
    // with the security headers every answer has (no hook runs for them).
    frameworkErrors: (error, request, reply) => {
      void sendProblem(
        request,
        reply.headers(securityHeaders),
        new HttpProblem('badRequest', 'The URL is malformed.', { cause: error }),
      );
    },
  });

  // Routes declare their body, querystring and params with the generated zod schemas; no response
  // schemas, so answers are serialised as before.
  app.setValidatorCompiler(zodValidatorCompiler);

  await app.register(envPlugin, { env });
  await app.register(serverTiming);
  await app.register(languageVary);
  await app.register(problem);
  await app.register(db, { db: options.db });
  await app.register(redis);
  await app.register(metrics);
  await app.register(helmet);
  await app.register(cookie);
  await app.register(mailer);
  await app.register(session);
  await app.register(rateLimit);
  await app.register(appAccess);
  await app.register(originGuard);
  await app.register(formBody);
  await app.register(docs, { openapiFile: options.openapiFile });

  for (const module of modules) await app.register(module);

  return app;
}
