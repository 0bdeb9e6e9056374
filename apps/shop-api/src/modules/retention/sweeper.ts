import fp from 'fastify-plugin';
import { RETENTION_FIRST_SWEEP_MS, RETENTION_SWEEP_MS } from './constants';
import { purgeExpired } from './service';

/** The retention sweep, in this process: a minute after start, then every hour. A failure is logged and tried at the next run. */
export default fp(
  async (app) => {
    const sweep = async () => {
      try {
        const purged = await purgeExpired(app.db, app.env);
        if (Object.values(purged).some((rows) => rows > 0)) app.log.info({ purged }, 'expired data purged');
      } catch (error) {
        app.log.error({ err: error }, 'the retention sweep failed');
      }
    };
    const first = setTimeout(() => void sweep(), RETENTION_FIRST_SWEEP_MS);
    const timer = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
    });
  },
  { name: 'retention-sweeper', dependencies: ['db', 'env'] },
);
