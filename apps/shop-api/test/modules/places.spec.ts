import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetPlaceDetailsResponse, GetPlacesResponse } from '@shop/api-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PLACE_ID_REQUIRED, PLACES_QUERY_REQUIRED, PLACES_RATE_LIMIT } from '../../src/modules/places/constants';
import { GooglePlacesProvider } from '../../src/modules/places/google-provider';
import { candidateQueries } from '../../src/modules/places/offline-provider';
import placesRoutes from '../../src/modules/places/routes';
import { buildTestApp, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

type Predictions = z.infer<typeof GetPlacesResponse>;
type Details = z.infer<typeof GetPlaceDetailsResponse>;

const PLACES = '/api/v1/places';
const DETAILS = '/api/v1/places/details';

/** Each request comes from its own address, so the rate limit only meets the test about it. */
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

let shop: TestShop;

beforeAll(async () => {
  shop = await buildTestApp({ seed: false });
});

afterAll(async () => {
  await shop?.close();
});

function get(url: string, remoteAddress = nextAddress()) {
  return shop.app.inject({ method: 'GET', url, remoteAddress });
}

/** The first of a list, which the test expects to be there. */
function first<T>(list: readonly T[]): T {
  const [item] = list;
  if (item === undefined) throw new Error('the list is empty');
  return item;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function predictions(params: Record<string, string>): Promise<Predictions['predictions']> {
  const response = await get(`${PLACES}?${query(params)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (expectMatchesContract('GET', PLACES, response) as Predictions).predictions;
}

async function details(placeId: string, lang = 'en'): Promise<Details> {
  const response = await get(`${DETAILS}?${query({ place_id: placeId, lang })}`);
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', DETAILS, response) as Details;
}

describe('GET /api/v1/places (built-in data)', () => {
  it('finds Helsinki by name, the capital before smaller places that start alike', async () => {
    const found = await predictions({ input: 'helsi', country_code: 'FI', lang: 'en' });
    expect(found[0]).toMatchObject({
      main_text: 'Helsinki',
      secondary_text: 'Finland',
      description: 'Helsinki, Finland',
      types: ['locality'],
    });
    expect(first(found).place_id).toMatch(/^geo:FI:city:\d+$/);
  });

  it('finds Finnish postcodes by their beginning, in order, with their town', async () => {
    const found = await predictions({ input: '0010', country_code: 'FI' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((place) => place.types[0] === 'postal_code' && place.main_text.startsWith('0010'))).toBe(true);
    expect(found[0]).toMatchObject({
      place_id: 'geo:FI:postcode:00100',
      main_text: '00100',
      secondary_text: 'Helsinki, Finland',
      description: '00100 Helsinki, Finland',
    });
    expect(found.map((place) => place.main_text)).toEqual([...found.map((place) => place.main_text)].sort());
  });

  it('folds case and diacritics: "jyvaskyla" and "JYVÄSKYLÄ" find Jyväskylä', async () => {
    for (const input of ['jyvaskyla', 'JYVÄSKYLÄ', 'Jyväsky']) {
      const found = await predictions({ input, country_code: 'FI' });
      expect(found[0]?.main_text, input).toBe('Jyväskylä');
    }
  });

  it('knows Swedish and German towns, folded the same way', async () => {
    expect((await predictions({ input: 'goteborg', country_code: 'SE' }))[0]?.main_text).toBe('Göteborg');
    expect((await predictions({ input: 'Koln', country_code: 'DE' }))[0]?.main_text).toBe('Köln');
    // Restricted to the country asked for: Göteborg is Swedish only.
    expect(
      (await predictions({ input: 'goteborg', country_code: 'DE' })).map((place) => place.main_text),
    ).not.toContain('Göteborg');
  });

  it('looks past a leading street and house number to the town or postcode', async () => {
    expect((await predictions({ input: 'Mannerheimintie 10, Helsinki', country_code: 'FI' }))[0]?.main_text).toBe(
      'Helsinki',
    );
    expect((await predictions({ input: 'Mannerheimintie 10 00100', country_code: 'FI' }))[0]?.place_id).toBe(
      'geo:FI:postcode:00100',
    );
    expect(
      (await predictions({ input: 'Mannerheimintie 10, 00100 Helsinki, Finland', country_code: 'FI' }))[0]?.place_id,
    ).toBe('geo:FI:postcode:00100');
    // A house number alone is not a postcode to complete.
    expect(candidateQueries('Mannerheimintie 10', [])).toEqual(['mannerheimintie 10', 'mannerheimintie']);
  });

  it('answers at most 10 suggestions', async () => {
    const found = await predictions({ input: 'b', country_code: 'DE' });
    expect(found).toHaveLength(10);
    expect(found.every((place) => place.main_text.toLowerCase().startsWith('b'))).toBe(true);
  });

  it('names the country in the answer language', async () => {
    const found = await predictions({ input: 'Helsinki', country_code: 'FI', lang: 'ru' });
    expect(found[0]).toMatchObject({ main_text: 'Helsinki', secondary_text: 'Финляндия' });
  });

  it('answers no suggestions for a country without data or text that matches nothing', async () => {
    expect(await predictions({ input: 'Springfield', country_code: 'US' })).toEqual([]);
    expect(await predictions({ input: 'qqqxxzz', country_code: 'FI' })).toEqual([]);
  });

  it(`answers 400 '${PLACES_QUERY_REQUIRED}' without input or country_code`, async () => {
    const cases: Array<Record<string, string>> = [
      { country_code: 'FI' },
      { input: 'Helsinki' },
      { input: '', country_code: 'FI' },
      { input: 'Helsinki', country_code: ' ' },
      {},
    ];
    for (const params of cases) {
      const response = await get(`${PLACES}?${query(params)}`);
      expectMatchesContract('GET', PLACES, response);
      expect(expectProblem(response, 400).detail, JSON.stringify(params)).toBe(PLACES_QUERY_REQUIRED);
    }
  });

  it('answers 400 naming the field for a country code that is not ISO alpha-2 upper case', async () => {
    for (const country_code of ['fi', 'FIN', '12']) {
      const response = await get(`${PLACES}?${query({ input: 'Helsinki', country_code })}`);
      expectMatchesContract('GET', PLACES, response);
      expect(expectProblem(response, 400).errors).toHaveProperty('country_code');
    }
  });

  it(`answers 429 with Retry-After past ${PLACES_RATE_LIMIT.max} searches a minute from one address`, async () => {
    const typist = '10.9.9.9';
    for (let i = 0; i < PLACES_RATE_LIMIT.max; i++) {
      expect((await get(`${PLACES}?${query({ input: 'Hel', country_code: 'FI' })}`, typist)).statusCode).toBe(200);
    }
    const limited = await get(`${PLACES}?${query({ input: 'Hel', country_code: 'FI' })}`, typist);
    expectMatchesContract('GET', PLACES, limited);
    expectProblem(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await get(`${PLACES}?${query({ input: 'Hel', country_code: 'FI' })}`)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/places/details (built-in data)', () => {
  it("gives the address of a postcode suggestion's place_id: town, postcode, location, no street", async () => {
    const suggestion = first(await predictions({ input: '00100', country_code: 'FI' }));
    const address = await details(suggestion.place_id);
    expect(address).toMatchObject({
      place_id: suggestion.place_id,
      country_code: 'FI',
      city: 'Helsinki',
      postcode: '00100',
      street: null,
      house: null,
      formatted_address: '00100 Helsinki, Finland',
    });
    expect(address.location.lat).toBeCloseTo(60.17, 1);
    expect(address.location.lng).toBeCloseTo(24.94, 1);
  });

  it("gives the address of a town suggestion's place_id, without a postcode", async () => {
    const suggestion = first(await predictions({ input: 'Göteborg', country_code: 'SE' }));
    const address = await details(suggestion.place_id, 'ru');
    expect(address).toMatchObject({
      country_code: 'SE',
      city: 'Göteborg',
      postcode: null,
      street: null,
      house: null,
      formatted_address: 'Göteborg, Швеция',
    });
    expect(address.location.lat).toBeCloseTo(57.7, 1);
  });

  it('answers 404 for a place it does not know', async () => {
    for (const placeId of ['geo:FI:postcode:00000', 'geo:FI:city:1', 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg']) {
      const response = await get(`${DETAILS}?${query({ place_id: placeId })}`);
      expectMatchesContract('GET', DETAILS, response);
      expectProblem(response, 404);
    }
  });

  it(`answers 400 '${PLACE_ID_REQUIRED}' without place_id`, async () => {
    for (const url of [DETAILS, `${DETAILS}?place_id=`, `${DETAILS}?lang=en`]) {
      const response = await get(url);
      expectMatchesContract('GET', DETAILS, response);
      expect(expectProblem(response, 400).detail, url).toBe(PLACE_ID_REQUIRED);
    }
  });
});

/** A stand-in for Google's Places web service on a local port; `answer` decides each reply. */
async function fakeGoogle(answer: (url: URL, response: ServerResponse, request: IncomingMessage) => void) {
  const calls: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    calls.push(url);
    answer(url, response, request);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/place`;
  const close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return { baseUrl, calls, close };
}

function json(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const HELSINKI_DETAILS = {
  status: 'OK',
  result: {
    place_id: 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg',
    formatted_address: 'Mannerheimintie 10, 00100 Helsinki, Finland',
    address_components: [
      { long_name: '10', short_name: '10', types: ['street_number'] },
      { long_name: 'Mannerheimintie', short_name: 'Mannerheimintie', types: ['route'] },
      { long_name: 'Helsinki', short_name: 'HKI', types: ['locality', 'political'] },
      { long_name: 'Finland', short_name: 'FI', types: ['country', 'political'] },
      { long_name: '00100', short_name: '00100', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 60.1687, lng: 24.9394 } },
  },
};

describe('Google Places provider (against a local fake)', () => {
  it('asks Autocomplete within the country and language with the key, and maps the answer', async () => {
    const google = await fakeGoogle((_url, response) =>
      json(response, {
        status: 'OK',
        predictions: [
          {
            place_id: 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg',
            description: 'Mannerheimintie 10, Helsinki, Finland',
            structured_formatting: { main_text: 'Mannerheimintie 10', secondary_text: 'Helsinki, Finland' },
            types: ['street_address', 'geocode'],
          },
        ],
      }),
    );
    try {
      const provider = new GooglePlacesProvider({ apiKey: 'test-key', baseUrl: google.baseUrl });
      expect(await provider.predictions('Mannerheimintie 10', 'FI', 'ru')).toEqual([
        {
          place_id: 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg',
          description: 'Mannerheimintie 10, Helsinki, Finland',
          main_text: 'Mannerheimintie 10',
          secondary_text: 'Helsinki, Finland',
          types: ['street_address', 'geocode'],
        },
      ]);
      const call = first(google.calls);
      expect(call.pathname).toBe('/maps/api/place/autocomplete/json');
      expect(Object.fromEntries(call.searchParams)).toMatchObject({
        input: 'Mannerheimintie 10',
        components: 'country:fi',
        language: 'ru',
        key: 'test-key',
      });
    } finally {
      await google.close();
    }
  });

  it('maps Place Details address components into the contract, and an unknown id to null', async () => {
    const google = await fakeGoogle((url, response) =>
      json(
        response,
        url.searchParams.get('place_id') === 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg' ? HELSINKI_DETAILS : { status: 'NOT_FOUND' },
      ),
    );
    try {
      const provider = new GooglePlacesProvider({ apiKey: 'test-key', baseUrl: google.baseUrl });
      expect(await provider.details('ChIJ0yN3dc0LkkYRQvTXxnU8xNg', 'en')).toEqual({
        place_id: 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg',
        country_code: 'FI',
        city: 'Helsinki',
        postcode: '00100',
        street: 'Mannerheimintie',
        house: '10',
        formatted_address: 'Mannerheimintie 10, 00100 Helsinki, Finland',
        location: { lat: 60.1687, lng: 24.9394 },
      });
      expect(first(google.calls).searchParams.get('fields')).toContain('address_component');
      expect(await provider.details('ChIJunknown', 'en')).toBeNull();
    } finally {
      await google.close();
    }
  });

  describe('through the routes', () => {
    const TIMEOUT_MS = 300;
    let google: Awaited<ReturnType<typeof fakeGoogle>>;
    let app: TestShop;

    beforeAll(async () => {
      google = await fakeGoogle((url, response) => {
        const input = url.searchParams.get('input');
        if (input === 'slow') return void setTimeout(() => json(response, { status: 'OK', predictions: [] }), 5_000);
        if (input === 'denied')
          return json(response, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' });
        if (input === 'broken') return json(response, { error: 'boom' }, 500);
        if (url.pathname.endsWith('/details/json'))
          return json(
            response,
            url.searchParams.get('place_id') === 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg'
              ? HELSINKI_DETAILS
              : { status: 'NOT_FOUND' },
          );
        return json(response, { status: 'ZERO_RESULTS', predictions: [] });
      });
      // The same routes plugin under a prefix, with Google at the fake instead of the built-in data.
      const provider = new GooglePlacesProvider({ apiKey: 'test-key', baseUrl: google.baseUrl, timeoutMs: TIMEOUT_MS });
      app = await buildTestApp({
        seed: false,
        extend: async (instance) => {
          await instance.register(async (scope) => scope.register(placesRoutes, { provider }), { prefix: '/google' });
        },
      });
    });

    afterAll(async () => {
      await app?.close();
      await google?.close();
    });

    const ask = (path: string) =>
      app.app.inject({ method: 'GET', url: `/google${path}`, remoteAddress: nextAddress() });

    it('answers 503 with Retry-After, within the timeout, when Google is slow', async () => {
      const started = Date.now();
      const response = await ask(`${PLACES}?${query({ input: 'slow', country_code: 'FI' })}`);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
      expectMatchesContract('GET', PLACES, response);
      expectProblem(response, 503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('answers 503 when Google refuses the key or fails', async () => {
      for (const input of ['denied', 'broken']) {
        const response = await ask(`${PLACES}?${query({ input, country_code: 'FI' })}`);
        expectProblem(response, 503);
        expect(response.headers['retry-after'], input).toBeDefined();
      }
    });

    it("answers Google's details, its empty results, and 404 for an id Google does not know", async () => {
      const found = await ask(`${DETAILS}?${query({ place_id: 'ChIJ0yN3dc0LkkYRQvTXxnU8xNg' })}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(expectMatchesContract('GET', DETAILS, found)).toMatchObject({
        street: 'Mannerheimintie',
        house: '10',
        postcode: '00100',
      });
      const none = await ask(`${PLACES}?${query({ input: 'nowhere', country_code: 'FI' })}`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({ predictions: [] });
      expectProblem(await ask(`${DETAILS}?${query({ place_id: 'ChIJunknown' })}`), 404);
    });
  });
});
