import type { CjOrder } from '@shop/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureCampaign } from '../campaign/campaign';
import { chooseAdSource, rememberAdSource, runAdSource, type AdSource, type AdSourceContext } from './adSource';
import { cjSource } from './cj';
import { utmLastClickSource } from './utmLastClick';

const cjOrder: CjOrder = {
  totalPrice: 90,
  discount: 10,
  coupon: 'SUMMER',
  category: 'Swimsuits',
  customerCountry: 'DE',
  currency: 'EUR',
  products: [{ id: 7, name: 'Wave', price: 45, quantity: 2 }],
};
const cj = { conversionUrl: 'https://cj.example/u?x=1', enterpriseId: 'E1', actionId: 'A2' };
const order = { id: 41, number: 'SW-41', crypto: 'secret' };
const allowed = { analytics: false, advertising: true };

function fakes() {
  const fetchOrder = vi.fn(async () => cjOrder);
  const firePixel = vi.fn();
  return { fetchOrder, firePixel, source: cjSource({ fetchOrder, firePixel }) };
}

function context(overrides: Partial<AdSourceContext> = {}): AdSourceContext {
  return { order, consent: allowed, config: { analytics: null, cj }, ...overrides };
}

describe('advertising sources', () => {
  afterEach(() => {
    for (const name of ['utm', 'cje']) document.cookie = `${name}=; Max-Age=0; Path=/`;
    sessionStorage.clear();
    localStorage.clear();
  });

  it('choose a new source of the landing URL first, else the remembered saved one, else the first saved', () => {
    const source = (name: string, isNew: boolean, saved: boolean): AdSource => ({
      name,
      getAdData: () => null,
      testAsNew: () => isNew,
      testAsSaved: () => saved,
      run: async () => true,
    });
    const sources = [source('a', false, true), source('b', true, true), source('c', false, true)];
    expect(chooseAdSource(sources, '?x', null)?.name).toBe('b');
    const savedOnly = [source('a', false, true), source('c', false, true), source('d', false, false)];
    expect(chooseAdSource(savedOnly, '', 'c')?.name).toBe('c');
    expect(chooseAdSource(savedOnly, '', 'd')?.name).toBe('a');
    expect(chooseAdSource([source('d', false, false)], '', 'd')).toBeNull();
  });

  it('CJ: new with cje in the URL, saved with a kept cje, fires the conversion once per order', async () => {
    const { fetchOrder, firePixel, source } = fakes();
    expect(source.testAsNew('?cje=click-1')).toBe(true);
    expect(source.testAsSaved()).toBe(false);
    captureCampaign('?cje=click-1&utm_source=mail', allowed);
    expect(source.testAsSaved()).toBe(true);
    expect(rememberAdSource([source, utmLastClickSource()], '?cje=click-1&utm_source=mail')?.name).toBe('cj');

    expect(await runAdSource([source], context())).toBe('cj');
    expect(await runAdSource([source], context())).toBeNull();
    expect(fetchOrder).toHaveBeenCalledExactlyOnceWith(41, 'secret');
    const fired = new URL(firePixel.mock.calls[0]?.[0] as string);
    expect(fired.origin + fired.pathname).toBe('https://cj.example/u');
    expect(Object.fromEntries(fired.searchParams)).toEqual({
      x: '1',
      CID: 'E1',
      TYPE: 'A2',
      METHOD: 'IMG',
      OID: 'SW-41',
      CJEVENT: 'click-1',
      CURRENCY: 'EUR',
      AMOUNT: '90',
      DISCOUNT: '10',
      CUST_COUNTRY: 'DE',
      CATEGORY: 'Swimsuits',
      COUPON: 'SUMMER',
      ITEM1: '7',
      AMT1: '45',
      QTY1: '2',
    });
  });

  it('CJ: fires nothing without advertising consent or configuration, and may fire later', async () => {
    const { fetchOrder, firePixel, source } = fakes();
    captureCampaign('?cje=click-1', { analytics: true, advertising: false });
    expect(await runAdSource([source], context({ consent: { analytics: true, advertising: false } }))).toBeNull();
    expect(await runAdSource([source], context({ consent: null }))).toBeNull();
    expect(await runAdSource([source], context({ config: { analytics: null, cj: null } }))).toBeNull();
    expect(fetchOrder).not.toHaveBeenCalled();
    expect(firePixel).not.toHaveBeenCalled();
    expect(await runAdSource([source], context())).toBe('cj');
    expect(firePixel).toHaveBeenCalledOnce();
  });

  it('UTM last click: a newer utm_source landing wins over a saved cje, and records the source once per order', async () => {
    const { source: cjFake, firePixel } = fakes();
    const layer = { dataLayer: [] as unknown[] } as Window & { dataLayer: unknown[] };
    const utm = utmLastClickSource(() => layer);
    const sources = [cjFake, utm];
    captureCampaign('?cje=click-1', allowed);
    expect(rememberAdSource(sources, '?cje=click-1')?.name).toBe('cj');
    expect(utm.testAsNew('?utm_medium=mail')).toBe(false);
    captureCampaign('?utm_source=news&utm_foo=y', allowed);
    expect(rememberAdSource(sources, '?utm_source=news&utm_foo=y')?.name).toBe('utm');

    expect(await runAdSource(sources, context())).toBe('utm');
    expect(await runAdSource(sources, context())).toBeNull();
    expect(firePixel).not.toHaveBeenCalled();
    expect(layer.dataLayer).toEqual([
      { event: 'campaign_attribution', order_number: 'SW-41', campaign: { utm_source: 'news', utm_foo: 'y' } },
    ]);
  });
});
