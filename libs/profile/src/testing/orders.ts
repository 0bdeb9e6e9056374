import type { Order, OrderLine, ProfileOrdersPage } from '@shop/api';

/** An order line of the demo catalogue, for specs and stories. */
export function sampleLine(id: number, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    product_variant_id: id,
    product_name: `Coral Wave swimsuit ${id}`,
    product_url: `/catalog/women/swimsuits/coral-wave-${id}?variant=${id}`,
    image: { url: `/_img/products/${id}-1.png`, width: 1200, height: 1200, alt: `Coral Wave swimsuit ${id}` },
    color_name: 'Coral',
    size_name: 'M',
    quantity: 1,
    price: 59.9,
    price_with_discount: 59.9,
    line_total: 59.9,
    ...overrides,
  };
}

/** A paid order being packed, placed on 14 June 2025 (UTC), with the given lines. */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1042,
    number: 'SW-001042',
    crypto: 'mFZ2IYIFU7WlNEqWh3GrsIPhi85v657EQj9LjseedjQ',
    status: 'processing',
    payment_state: 'paid',
    created_at: '2025-06-14T09:21:37.000Z',
    paid_at: '2025-06-14T09:23:05.000Z',
    contact: { first_name: 'Anna', last_name: 'Virtanen', email: 'anna@example.com', phone: '+358401234567' },
    address: {
      country_code: 'FI',
      city: 'Helsinki',
      street: 'Mannerheimintie',
      house: '12 B',
      entire_house: false,
      flat: '34',
      floor: '3',
      postcode: '00100',
    },
    delivery: {
      id: 1,
      name: 'Courier',
      price: 4.9,
      currency: 'EUR',
      time: { min_days: 1, max_days: 3, label: '1–3 business days' },
      option: null,
    },
    payment: { id: 1, name: 'Card (test gateway)', provider: 'test', online: true },
    lines: [sampleLine(101), sampleLine(102, { quantity: 2, line_total: 119.8 })],
    totals: {
      amount_product_price: 179.7,
      total_discount: 0,
      delivery_price: 4.9,
      total_price: 184.6,
      currency: 'EUR',
    },
    promocode: null,
    note: null,
    can_retry_payment: false,
    ...overrides,
  };
}

/** One page of the history holding these orders. */
export function sampleHistory(items: Order[], page = 1, lastPage = 1): ProfileOrdersPage {
  return {
    page: { seo: { title: 'My orders', description: 'Your orders.', canonical: '/profile/orders', h1: 'My orders' } },
    items,
    pagination: { page, per_page: 10, total: items.length + (lastPage - 1) * 10, last_page: lastPage },
  };
}
