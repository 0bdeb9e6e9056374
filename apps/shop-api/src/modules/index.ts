import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import customerRoutes from './auth/customer-routes';
import cartRoutes from './cart/routes';
import catalogRoutes from './catalog/routes';
import catalogChanges from './changes/plugin';
import changeRoutes from './changes/routes';
import configRoutes from './config/routes';
import consentRoutes from './consent/routes';
import contentRoutes from './content/routes';
import deliveryRoutes from './delivery/routes';
import healthRoutes from './health/routes';
import imageRoutes from './images/routes';
import metricsRoutes from './metrics/routes';
import notImplementedRoutes from './not-implemented/routes';
import orderRoutes from './checkout/routes';
import orderSweeper from './checkout/sweeper';
import profileOrderRoutes from './orders/profile-routes';
import paymentRoutes from './checkout/payment-routes';
import placesRoutes from './places/routes';
import productRoutes from './products/routes';
import redirectRoutes from './redirects/routes';
import profileRoutes from './profile/routes';
import promoRoutes from './promo/routes';
import retentionSweeper from './retention/sweeper';
import profileReviewRoutes from './reviews/profile-routes';
import reviewRoutes from './reviews/routes';
import searchRoutes from './search/routes';
import seoRoutes from './seo/routes';
import profileWishListRoutes from './wishlist/profile-routes';
import wishListRoutes from './wishlist/routes';

/**
 * Every domain's routes, registered by `app.ts` in this order. A domain is
 * `modules/<domain>/routes.ts` (HTTP only) over `service.ts` (rules) over `repository.ts` (SQL);
 * its routes plugin is wrapped with fastify-plugin (`name`, `dependencies`, `encapsulate: true`).
 * Adding a domain is one line here.
 */
export const modules: readonly FastifyPluginAsync[] = [
  // First: the change log's follower, which the catalogue caches below subscribe to.
  catalogChanges,
  healthRoutes,
  metricsRoutes,
  changeRoutes,
  configRoutes,
  catalogRoutes,
  productRoutes,
  searchRoutes,
  reviewRoutes,
  cartRoutes,
  promoRoutes,
  wishListRoutes,
  deliveryRoutes,
  orderRoutes,
  paymentRoutes,
  orderSweeper,
  retentionSweeper,
  authRoutes,
  customerRoutes,
  profileRoutes,
  consentRoutes,
  profileWishListRoutes,
  profileOrderRoutes,
  profileReviewRoutes,
  placesRoutes,
  contentRoutes,
  imageRoutes,
  seoRoutes,
  redirectRoutes,
  // Last: answers 501 for every contract operation the modules above do not implement yet.
  notImplementedRoutes,
];
