import fp from 'fastify-plugin';
import { watchCatalogChanges, type CatalogChangeWatcher } from './watcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's follower of the change log: caches subscribe to drop what changed. */
    catalogChanges: CatalogChangeWatcher;
  }
}

/**
 * Decorates `app.catalogChanges` (registered before the modules whose caches subscribe to it);
 * it polls every CHANGE_POLL_MS and stops with the app.
 */
export default fp(
  async (app) => {
    const watcher = watchCatalogChanges(app.db, {
      intervalMs: app.env.CHANGE_POLL_MS,
      onError: (error) =>
        app.log.warn({ err: error }, 'reading the change log failed; the caches keep their TTL until it answers'),
      onRecovered: () => app.log.info('the change log answers again'),
    });
    app.decorate('catalogChanges', watcher);
    app.addHook('onClose', async () => watcher.stop());
  },
  { name: 'catalog-changes', dependencies: ['db', 'env'] },
);
