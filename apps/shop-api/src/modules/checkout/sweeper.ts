import fp from 'fastify-plugin';
import { retryRefunds } from '../payments/service';
import { deliverCallbacks } from '../payments/test-gateway';
import { expireReservations } from '../orders/reservations';

/** How often unpaid orders past their reservation are cancelled, the test gateway's callbacks and Stripe refunds retried. */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * The API's periodic work, in this process: cancelling unpaid orders whose reservation ran out
 * (their stock and promo-code use go back), retrying the test gateway's unacknowledged callbacks
 * and asking Stripe again for the refunds of second payments it could not be asked for. A failed
 * sweep is logged and tried again at the next tick.
 */
export default fp(
  async (app) => {
    let running = false;
    const sweep = async () => {
      if (running) return;
      running = true;
      try {
        const cancelled = await expireReservations(app.db);
        if (cancelled > 0) app.log.info({ cancelled }, 'unpaid orders past their reservation were cancelled');
        if (app.env.TEST_GATEWAY) await deliverCallbacks(app);
        await retryRefunds(app);
      } catch (error) {
        app.log.error({ err: error }, 'the order sweep failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'order-sweeper', dependencies: ['db', 'env'] },
);
