import { foldText } from '../../lib/fold';
import type { Locale } from '../../lib/locale';
import { PLACE_PREDICTIONS_MAX } from './constants';
import { offlinePlaces, type OfflinePlace, type OfflinePlaces } from './offline-data';
import { countryName, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './provider';

/** How many trailing words of the input are tried as the town or postcode part. */
const TRAILING_WORDS = 6;
const NUMBER = /^\d+$/;

/**
 * The texts tried against the data, in order, until one finds something. The data has towns and
 * postcodes, not streets, so in "Mannerheimintie 10, 00100 Helsinki, Finland" the leading street
 * part is dropped word by word: "10 00100 helsinki", then "00100 helsinki", which finds 00100. A
 * number of one or two digits on its own is a house number, never a postcode to complete; a
 * trailing country name is ignored. Last, the same without numbers ("Berlin 10115" → "berlin").
 */
export function candidateQueries(input: string, countryNames: readonly string[]): string[] {
  let words = foldText(input).split(' ').filter(Boolean);
  for (const name of countryNames) {
    const nameWords = name.split(' ');
    if (words.length > nameWords.length && words.slice(-nameWords.length).join(' ') === name)
      words = words.slice(0, -nameWords.length);
  }
  if (words.length === 0) return [];

  const candidates = new Set<string>([words.join(' ')]);
  const tail = words.slice(-TRAILING_WORDS);
  for (let start = words.length > tail.length ? 0 : 1; start < tail.length; start++) {
    const suffix = tail.slice(start);
    const [only, ...rest] = suffix;
    if (only !== undefined && rest.length === 0 && NUMBER.test(only) && only.length < 3) continue;
    candidates.add(suffix.join(' '));
  }
  const withoutNumbers = words.filter((word) => !/\d/.test(word));
  if (withoutNumbers.length > 0 && withoutNumbers.length < words.length) {
    for (let start = 0; start < withoutNumbers.length; start++) candidates.add(withoutNumbers.slice(start).join(' '));
  }
  return [...candidates];
}

/** 0: a key starts with the query; 1: a word inside a key does; null: no match. */
function matchRank(place: OfflinePlace, query: string): 0 | 1 | null {
  let rank: 0 | 1 | null = null;
  for (const key of place.keys) {
    if (key.startsWith(query)) return 0;
    if (key.includes(` ${query}`)) rank = 1;
  }
  return rank;
}

/** Prefix matches first, then bigger places, then postcode and name order. */
function search(places: readonly OfflinePlace[], query: string): OfflinePlace[] {
  // Postcodes answer queries that have a postcode in them; a town's name finds the town.
  const wantsPostcodes = /\d/.test(query);
  const found: Array<{ place: OfflinePlace; rank: number }> = [];
  for (const place of places) {
    if (place.kind === 'postal_code' && !wantsPostcodes) continue;
    const rank = matchRank(place, query);
    if (rank !== null) found.push({ place, rank });
  }
  found.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.place.population - a.place.population ||
      (a.place.postcode ?? '').localeCompare(b.place.postcode ?? '') ||
      a.place.city.localeCompare(b.place.city),
  );
  return found.map(({ place }) => place);
}

function describe(place: OfflinePlace, locale: Locale): { main: string; secondary: string; whole: string } {
  const country = countryName(place.countryCode, locale);
  if (place.postcode === null) return { main: place.city, secondary: country, whole: `${place.city}, ${country}` };
  return {
    main: place.postcode,
    secondary: `${place.city}, ${country}`,
    whole: `${place.postcode} ${place.city}, ${country}`,
  };
}

/**
 * Suggestions from the built-in data (`offline-data.ts`): towns of the EU and the Nordics, and
 * Finland's postcodes. Streets are not known, so details have no street or house number.
 */
export class OfflinePlacesProvider implements PlacesProvider {
  constructor(private readonly data: () => OfflinePlaces = offlinePlaces) {}

  async predictions(input: string, countryCode: string, locale: Locale): Promise<PlacePrediction[]> {
    const places = this.data().byCountry.get(countryCode);
    if (!places) return [];
    const countryNames = [
      ...new Set(['en', 'ru', locale].map((language) => foldText(countryName(countryCode, language as Locale)))),
    ];
    for (const query of candidateQueries(input, countryNames)) {
      const found = search(places, query);
      if (found.length === 0) continue;
      return found.slice(0, PLACE_PREDICTIONS_MAX).map((place) => {
        const text = describe(place, locale);
        return {
          place_id: place.id,
          description: text.whole,
          main_text: text.main,
          secondary_text: text.secondary,
          types: [place.kind],
        };
      });
    }
    return [];
  }

  async details(placeId: string, locale: Locale): Promise<PlaceDetails | null> {
    // Another provider's id (say, Google's, from before the key was removed) is simply unknown.
    if (!placeId.startsWith('geo:')) return null;
    const place = this.data().byId.get(placeId);
    if (!place) return null;
    return {
      place_id: place.id,
      country_code: place.countryCode,
      city: place.city,
      postcode: place.postcode,
      street: null,
      house: null,
      formatted_address: describe(place, locale).whole,
      location: { lat: place.lat, lng: place.lng },
    };
  }
}
