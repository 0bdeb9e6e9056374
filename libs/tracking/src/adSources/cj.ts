import { getCjOrder, type CjOrder } from '@shop/api';
import { cjeOf, readCje } from '../campaign/campaign';
import type { AdSource, AdSourceContext } from './adSource';

/** How the CJ source reaches the outside: the order's data from the API, and the conversion call. */
export interface CjDependencies {
  fetchOrder(orderId: number, crypto: string): Promise<CjOrder>;
  firePixel(url: string): void;
}

/** The conversion call as an image request: what CJ's pixel integration expects, and CSP's img-src allows. */
function imagePixel(url: string): void {
  const image = new Image(1, 1);
  image.referrerPolicy = 'no-referrer-when-downgrade';
  image.src = url;
}

const browserDependencies: CjDependencies = {
  fetchOrder: (orderId, crypto) => getCjOrder(orderId, { crypto }),
  firePixel: imagePixel,
};

/**
 * CJ's conversion URL for an order: the enterprise (CID) and action (TYPE) ids, the order number,
 * the click id, the totals and each product (ITEMn, AMTn, QTYn), as query parameters.
 */
export function cjConversionUrl(
  base: NonNullable<AdSourceContext['config']['cj']>,
  orderNumber: string,
  cje: string,
  order: CjOrder,
): string {
  const url = new URL(base.conversionUrl);
  const params: Array<[string, string]> = [
    ['CID', base.enterpriseId],
    ['TYPE', base.actionId],
    ['METHOD', 'IMG'],
    ['OID', orderNumber],
    ['CJEVENT', cje],
    ['CURRENCY', order.currency],
    ['AMOUNT', String(order.totalPrice)],
    ['DISCOUNT', String(order.discount)],
    ['CUST_COUNTRY', order.customerCountry],
    ['CATEGORY', order.category],
  ];
  if (order.coupon) params.push(['COUPON', order.coupon]);
  order.products.forEach((product, index) => {
    params.push([`ITEM${index + 1}`, String(product.id)], [`AMT${index + 1}`, String(product.price)]);
    params.push([`QTY${index + 1}`, String(product.quantity)]);
  });
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The CJ affiliate (spec's provider 1): new when the landing URL has `cje`, saved while the `cje`
 * cookie or session value exists; on the order page, with advertising allowed and the conversion
 * URL configured, it reads the order's data and makes the conversion call.
 */
export function cjSource(dependencies: CjDependencies = browserDependencies): AdSource<string> {
  return {
    name: 'cj',
    getAdData: cjeOf,
    testAsNew: (search) => cjeOf(search) !== null,
    testAsSaved: () => readCje() !== null,
    async run({ order, consent, config }) {
      const cje = readCje();
      if (!consent?.advertising || !config.cj || !cje) return false;
      const data = await dependencies.fetchOrder(order.id, order.crypto);
      dependencies.firePixel(cjConversionUrl(config.cj, order.number, cje, data));
      return true;
    },
  };
}
