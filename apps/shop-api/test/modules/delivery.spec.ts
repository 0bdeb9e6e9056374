import { describe, expect, it } from 'vitest';
import { businessDays, deliveryPrice, deliveryTimeLabel, type RatedMethod } from '../../src/modules/delivery/rates';
import { describeEachDatabase } from '../helpers/build-app';
import { call } from '../helpers/auth';
import { addPromoCode, methodIds, stockVariant } from '../helpers/checkout';
import { expectMatchesContract, expectProblem } from '../helpers/contract';
import { sellableVariantIds, unknownVariantId } from '../helpers/variants';

const FI = { country_code: 'FI', city: 'Helsinki', postcode: '00100' };

describe('delivery rates', () => {
  const method: RatedMethod = {
    id: 1,
    code: 'm',
    type: 'post',
    zones: [
      {
        countries: ['FI'],
        price_minor: 790,
        min_days: 1,
        max_days: 3,
        weight_rates: [
          { over_grams: 5000, price_minor: 1490 },
          { over_grams: 2000, price_minor: 990 },
        ],
        time_slots: [],
      },
    ],
    free_from_minor: 8000,
    max_weight_grams: 30_000,
    pickup_point: null,
  };
  const [zone] = method.zones as [RatedMethod['zones'][number]];

  it('prices by weight bracket, frees from the threshold and for a free-delivery code', () => {
    expect(deliveryPrice(method, zone, { goodsMinor: 1000, weightGrams: 2000, freeDeliveryCode: false })).toEqual({
      priceMinor: 790,
      free: false,
    });
    expect(deliveryPrice(method, zone, { goodsMinor: 1000, weightGrams: 2001, freeDeliveryCode: false })).toEqual({
      priceMinor: 990,
      free: false,
    });
    expect(deliveryPrice(method, zone, { goodsMinor: 1000, weightGrams: 9000, freeDeliveryCode: false })).toEqual({
      priceMinor: 1490,
      free: false,
    });
    expect(deliveryPrice(method, zone, { goodsMinor: 7999, weightGrams: 100, freeDeliveryCode: false }).free).toBe(
      false,
    );
    expect(deliveryPrice(method, zone, { goodsMinor: 8000, weightGrams: 100, freeDeliveryCode: false })).toEqual({
      priceMinor: 0,
      free: true,
    });
    expect(deliveryPrice(method, zone, { goodsMinor: 100, weightGrams: 9000, freeDeliveryCode: true })).toEqual({
      priceMinor: 0,
      free: true,
    });
  });

  it('labels the time in English and Russian with plurals', () => {
    expect(deliveryTimeLabel(1, 3, 'en')).toBe('1–3 business days');
    expect(deliveryTimeLabel(1, 1, 'en')).toBe('1 business day');
    expect(deliveryTimeLabel(1, 3, 'ru')).toBe('1–3 рабочих дня');
    expect(deliveryTimeLabel(3, 6, 'ru')).toBe('3–6 рабочих дней');
    expect(deliveryTimeLabel(1, 1, 'ru')).toBe('1 рабочий день');
    expect(deliveryTimeLabel(0, 1, 'en')).toBe('Today or within 1 business day');
  });

  it('offers slots on business days only', () => {
    // Friday 2026-11-20: the next business days are Monday to Friday of the week after.
    const days = businessDays(Date.UTC(2026, 10, 20, 12), 1, 5).map((day) => day.toISOString().slice(0, 10));
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(
      businessDays(Date.UTC(2026, 10, 20, 12), 2, 1)[0]
        ?.toISOString()
        .slice(0, 10),
    ).toBe('2026-11-24');
  });
});

describeEachDatabase('delivery API', (shop) => {
  async function cartOf(count: number, quantity = 1) {
    const ids = await sellableVariantIds(shop(), count);
    for (const id of ids) await stockVariant(shop(), id, 50, 1000);
    return ids.map((id) => ({ product_variant_id: id, quantity }));
  }

  it('lists the methods that ship to Finland, priced for the cart, in the contract shape', async () => {
    const items = await cartOf(2);
    const response = await call(shop(), 'POST', '/api/v1/deliveries?lang=en', { destination: FI, items });
    expect(response.statusCode, response.body).toBe(200);
    const { methods } = expectMatchesContract('POST', '/api/v1/deliveries', response) as {
      methods: Array<{ code: string; price: number; has_options: boolean; free_from: number | null; currency: string }>;
    };
    expect(methods.map((method) => method.code)).toEqual([
      'posti-parcel-locker',
      'posti-home',
      'dhl-express',
      'store-pickup',
    ]);
    const byCode = new Map(methods.map((method) => [method.code, method]));
    expect(byCode.get('posti-home')).toMatchObject({ price: 7.9, free_from: 80, has_options: false, currency: 'EUR' });
    expect(byCode.get('dhl-express')).toMatchObject({ price: 14.9, has_options: true });
    expect(byCode.get('store-pickup')).toMatchObject({ price: 0, has_options: true });
  });

  it('lists only what ships further away, and nothing where nothing ships', async () => {
    const items = await cartOf(1);
    const germany = await call(shop(), 'POST', '/api/v1/deliveries?lang=en', {
      destination: { country_code: 'DE' },
      items,
    });
    expect(germany.json<{ methods: Array<{ code: string; price: number }> }>().methods).toEqual([
      expect.objectContaining({ code: 'dhl-express', price: 24.9 }),
    ]);
    const sweden = await call(shop(), 'POST', '/api/v1/deliveries', { destination: { country_code: 'SE' }, items });
    expect(sweden.json<{ methods: Array<{ code: string }> }>().methods.map((method) => method.code)).toEqual([
      'posti-home',
      'dhl-express',
    ]);
    const nowhere = await call(shop(), 'POST', '/api/v1/deliveries', { destination: { country_code: 'US' }, items });
    expect(nowhere.json()).toEqual({ methods: [] });
  });

  it('frees delivery above the threshold and with a free-delivery code, and charges heavy parcels more', async () => {
    const { delivery } = await methodIds(shop());
    const [id] = (await sellableVariantIds(shop(), 1)) as [number];
    await stockVariant(shop(), id, 100, 4000);
    const calculate = (quantity: number, promocode: string | null = null) =>
      call(shop(), 'POST', `/api/v1/deliveries/${delivery['posti-home']}/calculate?lang=en`, {
        destination: FI,
        items: [{ product_variant_id: id, quantity }],
        promocode,
      });
    const one = await calculate(1);
    expect(one.statusCode, one.body).toBe(200);
    expect(expectMatchesContract('POST', '/api/v1/deliveries/{deliveryId}/calculate', one)).toEqual({
      price: 7.9,
      currency: 'EUR',
      time: { min_days: 1, max_days: 3, label: '1–3 business days' },
      free: false,
    });
    expect((await calculate(2)).json()).toMatchObject({ price: 0, free: true });
    const freeship = await addPromoCode(shop(), { type: 'free_delivery', value: 0 });
    expect((await calculate(1, freeship.code)).json()).toMatchObject({ price: 0, free: true });

    await shop().db.updateTable('product_variants').set({ weight_grams: 1500 }).where('id', '=', id).execute();
    await stockVariant(shop(), id, 100, 500);
    expect((await calculate(2)).json()).toMatchObject({ price: 9.9, free: false });
    expect((await calculate(4)).json()).toMatchObject({ price: 14.9, free: false });
  });

  it('lists the options of a method: our store as a pickup point, a courier’s time slots, none for the post', async () => {
    const { delivery } = await methodIds(shop());
    const store = await call(shop(), 'POST', `/api/v1/deliveries/${delivery['store-pickup']}/options?lang=ru`, {
      destination: FI,
    });
    expect(store.statusCode, store.body).toBe(200);
    const { options } = expectMatchesContract('POST', '/api/v1/deliveries/{deliveryId}/options', store) as {
      options: Array<Record<string, unknown>>;
    };
    expect(options).toEqual([
      expect.objectContaining({
        kind: 'pickup_point',
        name: 'Aalto Swim Helsinki',
        address: 'Fredrikinkatu 27, 00120 Helsinki',
        opening_hours: 'Пн–Пт 10–19, Сб 10–17, Вс 12–16',
        slot: null,
      }),
    ]);

    const courier = await call(shop(), 'POST', `/api/v1/deliveries/${delivery['dhl-express']}/options`, {
      destination: FI,
    });
    const slots = courier.json<{ options: Array<{ kind: string; slot: { date: string; from: string; to: string } }> }>()
      .options;
    expect(slots).toHaveLength(20);
    for (const slot of slots) {
      expect(slot.kind).toBe('time_slot');
      expect([0, 6]).not.toContain(new Date(`${slot.slot.date}T00:00:00Z`).getUTCDay());
    }
    const abroad = await call(shop(), 'POST', `/api/v1/deliveries/${delivery['dhl-express']}/options`, {
      destination: { country_code: 'DE' },
    });
    expect(abroad.json()).toEqual({ options: [] });
    const post = await call(shop(), 'POST', `/api/v1/deliveries/${delivery['posti-home']}/options`, {
      destination: FI,
    });
    expect(post.json()).toEqual({ options: [] });
  });

  it('refuses what cannot be calculated, each in the error shape', async () => {
    const { delivery } = await methodIds(shop());
    const items = await cartOf(1);
    const [line] = items as [{ product_variant_id: number; quantity: number }];
    const calc = (path: string, body: unknown) => call(shop(), 'POST', path, body);
    expectProblem(await calc('/api/v1/deliveries/abc/calculate', { destination: FI, items }), 400);
    expectProblem(await calc('/api/v1/deliveries/0/calculate', { destination: FI, items }), 400);
    expectProblem(await calc('/api/v1/deliveries/999999/calculate', { destination: FI, items }), 404);
    expectProblem(
      await calc(`/api/v1/deliveries/${delivery['store-pickup']}/calculate`, {
        destination: { country_code: 'DE' },
        items,
      }),
      404,
    );
    const badOption = expectProblem(
      await calc(`/api/v1/deliveries/${delivery['dhl-express']}/calculate`, {
        destination: FI,
        items,
        option_id: 'slot.1999-01-01.0900-1200',
      }),
      400,
    );
    expect(badOption.errors).toEqual({ option_id: ['delivery.unknown_option'] });
    const unknown = expectProblem(
      await calc('/api/v1/deliveries', {
        destination: FI,
        items: [{ product_variant_id: await unknownVariantId(shop()), quantity: 1 }],
      }),
      400,
    );
    expect(unknown.errors).toEqual({ 'items.0': ['cart.unknown_variant'] });
    expectProblem(await calc('/api/v1/deliveries', { destination: { country_code: 'fi' }, items }), 400);
    expectProblem(await calc('/api/v1/deliveries', { destination: FI, items: [] }), 400);
    expectProblem(
      await calc('/api/v1/deliveries', {
        destination: FI,
        items: [{ product_variant_id: line.product_variant_id, quantity: 0 }],
      }),
      400,
    );
  });
});
