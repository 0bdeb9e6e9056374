import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase, dialectOf, watchRequestQueries } from '../../db/database';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop database (SQLite or PostgreSQL behind one Kysely interface). */
    db: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  /** An open database owned by the caller (tests, the server); otherwise one is opened from env. */
  db?: Kysely<Database> | undefined;
}

/** Decorates `app.db`; a database this plugin opened is closed with the app. */
export default fp<DbPluginOptions>(
  async (app, options) => {
    const db = options.db ?? createDatabase({ dataDir: app.env.DATA_DIR, databaseUrl: app.env.DATABASE_URL });
    app.decorate('db', db);
    // Every request's PostgreSQL statements are watched (see REQUEST_QUERY_PATIENCE_MS), so a
    // database that stops answering ends requests in 503 instead of hanging them. SQLite runs in
    // this process and cannot stop answering that way: its requests skip the watch's context.
    if (dialectOf(db) === 'postgres') app.addHook('onRequest', (_request, _reply, done) => watchRequestQueries(done));
    if (options.db) return;
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', dependencies: ['env'] },
);
