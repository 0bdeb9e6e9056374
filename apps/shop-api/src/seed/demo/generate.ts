/**
 * A larger catalogue for benchmarks (`npm run seed -- --products 20000`): the hand-written demo
 * catalogue plus generated products, deterministic for a seed.
 */
import { adultSizeKeys, demoCatalogue, finSizeKeys, kidsSizeKeys, towelSizeKeys } from './catalogue';
import { mulberry32, type Rng } from './random';
import { composeDescription, materials, shapeTypeNames, type MaterialKey } from './shapes';
import type { DemoCatalogue, DemoProduct, DemoVariant, GarmentShape, LocalisedText } from './types';

export interface GenerateOptions {
  /** Total number of products in the result, the hand-written ones included. */
  products: number;
  /** PRNG seed; the same seed gives the same catalogue. Default 1. */
  seed?: number;
}

interface CategoryProfile {
  categoryKey: string;
  shapes: readonly GarmentShape[];
  materials: readonly MaterialKey[];
  sizes: readonly string[];
  /** Smallest and largest run of consecutive sizes a product comes in. */
  sizeRun: readonly [number, number];
  /** Price range in whole euros. */
  price: readonly [number, number];
  /** For kids' categories: who it is for. */
  audience?: LocalisedText;
}

const profiles: readonly CategoryProfile[] = [
  {
    categoryKey: 'women-swimsuits',
    shapes: ['one-piece'],
    materials: ['recycled', 'chlorine'],
    sizes: adultSizeKeys,
    sizeRun: [4, 6],
    price: [39, 119],
  },
  {
    categoryKey: 'women-bikinis',
    shapes: ['bikini'],
    materials: ['recycled'],
    sizes: adultSizeKeys,
    sizeRun: [4, 6],
    price: [35, 89],
  },
  {
    categoryKey: 'women-beachwear',
    shapes: ['dress', 'dress', 'rashguard'],
    materials: ['linen', 'viscose', 'upf'],
    sizes: adultSizeKeys,
    sizeRun: [4, 5],
    price: [39, 99],
  },
  {
    categoryKey: 'men-trunks',
    shapes: ['trunks'],
    materials: ['chlorine', 'recycled'],
    sizes: adultSizeKeys,
    sizeRun: [4, 5],
    price: [22, 49],
  },
  {
    categoryKey: 'men-shorts',
    shapes: ['shorts'],
    materials: ['board'],
    sizes: adultSizeKeys,
    sizeRun: [4, 5],
    price: [35, 79],
  },
  {
    categoryKey: 'men-rashguards',
    shapes: ['rashguard'],
    materials: ['upf'],
    sizes: adultSizeKeys,
    sizeRun: [4, 5],
    price: [39, 75],
  },
  {
    categoryKey: 'kids-girls',
    shapes: ['kids-suit', 'one-piece', 'bikini', 'rashguard', 'dress'],
    materials: ['kids', 'chlorine'],
    sizes: kidsSizeKeys,
    sizeRun: [4, 6],
    price: [16, 39],
    audience: { en: 'girls’', ru: 'для девочек' },
  },
  {
    categoryKey: 'kids-boys',
    shapes: ['trunks', 'shorts', 'rashguard', 'kids-suit'],
    materials: ['kids', 'chlorine'],
    sizes: kidsSizeKeys,
    sizeRun: [4, 6],
    price: [15, 36],
    audience: { en: 'boys’', ru: 'для мальчиков' },
  },
  {
    categoryKey: 'gear-goggles',
    shapes: ['goggles'],
    materials: ['goggles'],
    sizes: ['ONE'],
    sizeRun: [1, 1],
    price: [10, 45],
  },
  {
    categoryKey: 'gear-caps',
    shapes: ['cap'],
    materials: ['silicone'],
    sizes: ['ONE'],
    sizeRun: [1, 1],
    price: [10, 19],
  },
  {
    categoryKey: 'gear-fins',
    shapes: ['fins'],
    materials: ['rubber'],
    sizes: finSizeKeys,
    sizeRun: [3, 6],
    price: [22, 59],
  },
  {
    categoryKey: 'gear-bags',
    shapes: ['bag'],
    materials: ['canvas', 'mesh', 'drybag'],
    sizes: ['ONE'],
    sizeRun: [1, 1],
    price: [19, 59],
  },
  {
    categoryKey: 'towels-beach',
    shapes: ['towel'],
    materials: ['terry'],
    sizes: towelSizeKeys.slice(1),
    sizeRun: [1, 2],
    price: [24, 49],
  },
  {
    categoryKey: 'towels-microfibre',
    shapes: ['towel'],
    materials: ['microfibre'],
    sizes: towelSizeKeys.slice(0, 3),
    sizeRun: [1, 2],
    price: [15, 35],
  },
];

const adjectives = [
  'Nordic',
  'Baltic',
  'Arctic',
  'Saimaa',
  'Aurora',
  'Midsummer',
  'Harbour',
  'Island',
  'Birch',
  'Glacier',
  'Skerry',
  'Tidal',
  'Lagoon',
  'Misty',
  'Silver',
  'Salt',
  'Driftwood',
  'Lumi',
  'Coastal',
  'Pine',
  'Sunlit',
  'Amber',
  'Seabird',
  'Polar',
  'Velvet',
  'Meadow',
  'Cloudberry',
  'Lighthouse',
  'Granite',
  'Horizon',
] as const;

const nouns = [
  'Wave',
  'Tide',
  'Breeze',
  'Current',
  'Ripple',
  'Shore',
  'Dune',
  'Reef',
  'Cove',
  'Bay',
  'Splash',
  'Drift',
  'Fjord',
  'Lake',
  'Spray',
  'Pebble',
  'Gull',
  'Swell',
  'Glide',
  'Lane',
] as const;

const editions = ['', '', '', '', 'Pro', 'Lite', 'II', 'Classic', 'Sport', 'Eco'] as const;

const seasons: readonly LocalisedText[] = [
  { en: 'spring', ru: 'весенней' },
  { en: 'summer', ru: 'летней' },
  { en: 'resort', ru: 'курортной' },
  { en: 'core', ru: 'базовой' },
];

const discounts = [10, 15, 20, 25, 30, 40] as const;

function at<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function between(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Distinct indices into `count` items, in ascending order. */
function distinctIndices(rng: Rng, count: number, wanted: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(Math.floor(rng() * count));
  return [...chosen].sort((a, b) => a - b);
}

export function generateCatalogue(options: GenerateOptions): DemoCatalogue {
  const total = Math.max(0, Math.floor(options.products));
  const base = demoCatalogue;
  if (total <= base.products.length) {
    const products = base.products.slice(0, total);
    const keys = new Set(products.map((p) => p.key));
    return { ...base, products, reviews: base.reviews.filter((r) => keys.has(r.productKey)) };
  }

  const rng = mulberry32(options.seed ?? 1);
  const colors = base.colors;
  const colorNames = new Map(colors.map((c) => [c.key, c.name]));
  const products: DemoProduct[] = base.products.slice();

  for (let n = base.products.length; n < total; n++) {
    const profile = at(profiles, rng);
    const shape = at(profile.shapes, rng);
    const material = at(profile.materials, rng);
    const edition = at(editions, rng);
    const model = `${at(adjectives, rng)} ${at(nouns, rng)}${edition ? ` ${edition}` : ''}`;
    const type = shapeTypeNames[shape];
    const name: LocalisedText = profile.audience
      ? { en: `${model} ${profile.audience.en} ${type.en}`, ru: `${type.ru} ${profile.audience.ru} ${model}` }
      : { en: `${model} ${type.en}`, ru: `${type.ru} ${model}` };
    const serial = String(n + 1).padStart(6, '0');
    const slug = `${slugify(model)}-${shape}-${serial}`;

    const colorCount = between(rng, 2, 4);
    const productColors = distinctIndices(rng, colors.length, colorCount).map((i) => colors[i]?.key ?? 'black');
    const run = Math.min(profile.sizes.length, between(rng, profile.sizeRun[0], profile.sizeRun[1]));
    const start = between(rng, 0, profile.sizes.length - run);
    const sizes = profile.sizes.slice(start, start + run);
    const soldOutColor = rng() < 0.04 ? productColors[0] : undefined;

    const variants: DemoVariant[] = [];
    for (const colorKey of productColors) {
      for (const sizeKey of sizes) {
        const roll = rng();
        const stock =
          colorKey === soldOutColor || roll < 0.06 ? 0 : roll < 0.15 ? between(rng, 1, 3) : between(rng, 4, 40);
        variants.push({ sku: `AG${serial}-${colorKey.toUpperCase()}-${sizeKey}`, colorKey, sizeKey, stock });
      }
    }

    const season = at(seasons, rng);
    const colorList = (locale: 'en' | 'ru'): string =>
      productColors.map((key) => colorNames.get(key)?.[locale].toLowerCase() ?? key).join(', ');
    const tagline: LocalisedText = {
      en: `${model} is part of our ${season.en} collection and comes in ${colorList('en')}.`,
      ru: `Модель ${model} из нашей ${season.ru} коллекции, цвета: ${colorList('ru')}.`,
    };

    const euros = between(rng, profile.price[0], profile.price[1]);
    const priceMinor = rng() < 0.6 ? euros * 100 - 10 : euros * 100;
    const discountPercent = rng() < 0.33 ? at(discounts, rng) : 0;

    products.push({
      key: `gen-${serial}`,
      slug,
      categoryKey: profile.categoryKey,
      shape,
      name,
      description: composeDescription(tagline, shape, material),
      material: materials[material],
      priceMinor,
      discountPercent,
      createdDaysAgo: between(rng, 1, 720),
      variants,
    });
  }

  return {
    ...base,
    categories: base.categories.slice(),
    products,
    reviews: base.reviews.slice(),
  };
}
