/**
 * The hand-written demo catalogue of Aalto Swim: categories, colours, sizes, 74 products with their
 * variants, reviews, promo codes, delivery and payment methods and size charts. Pure data and
 * deterministic: variants' stock and the reviews come from a seeded PRNG, never Math.random.
 */
import { HOME_COUNTRY, NORDIC_BALTIC_EU_COUNTRIES, OTHER_EU_COUNTRIES } from '@shop/locale';
import { hashString, mulberry32, pickMany, randomInt } from './random';
import { reviewAuthors, reviewPools, reviewPoolFor } from './review-texts';
import { composeDescription, materials, type MaterialKey } from './shapes';
import type {
  DemoCatalogue,
  DemoCategory,
  DemoColor,
  DemoDeliveryMethod,
  DemoPaymentMethod,
  DemoProduct,
  DemoPromoCode,
  DemoReview,
  DemoSize,
  DemoSizeChart,
  DemoVariant,
  GarmentShape,
  LocalisedText,
} from './types';

// ---------------------------------------------------------------------------------------------
// Categories: five top-level categories, fourteen sub-categories.

function category(
  key: string,
  parentKey: string | null,
  uri: string,
  weight: number,
  name: LocalisedText,
  seoDescription: LocalisedText,
): DemoCategory {
  return { key, parentKey, uri, weight, collapse: true, name, seoDescription };
}

export const demoCategories: DemoCategory[] = [
  category(
    'women',
    null,
    'women',
    10,
    { en: 'Women', ru: 'Женщинам' },
    {
      en: 'Women’s swimsuits, bikinis and beachwear from Aalto Swim: Nordic design, recycled fabrics, sizes XS to XXL.',
      ru: 'Женские купальники, бикини и пляжная одежда Aalto Swim: северный дизайн, переработанные ткани, размеры от XS до XXL.',
    },
  ),
  category(
    'women-swimsuits',
    'women',
    'women/swimsuits',
    10,
    { en: 'Swimsuits', ru: 'Слитные купальники' },
    {
      en: 'One-piece swimsuits for the pool, the lake and the sea: sporty, shaping and high-neck cuts in recycled fabrics.',
      ru: 'Слитные купальники для бассейна, озера и моря: спортивные, моделирующие и закрытые модели из переработанных тканей.',
    },
  ),
  category(
    'women-bikinis',
    'women',
    'women/bikinis',
    20,
    { en: 'Bikinis', ru: 'Бикини' },
    {
      en: 'Bikinis with triangle, bandeau, halter and bralette tops and bottoms from tie-side to high-waist.',
      ru: 'Раздельные купальники: лифы-треугольники, бандо, халтер и бралетт, плавки от моделей на завязках до высокой посадки.',
    },
  ),
  category(
    'women-beachwear',
    'women',
    'women/beachwear',
    30,
    { en: 'Beachwear', ru: 'Пляжная одежда' },
    {
      en: 'Beach dresses, tunics and rash guards to wear over your swimsuit, from the sand to the seaside café.',
      ru: 'Пляжные платья, туники и рашгарды поверх купальника — от пляжа до кафе на набережной.',
    },
  ),
  category(
    'men',
    null,
    'men',
    20,
    { en: 'Men', ru: 'Мужчинам' },
    {
      en: 'Men’s swim trunks, swim shorts and rash guards made for training, surfing and summers on the archipelago.',
      ru: 'Мужские плавки, шорты для плавания и рашгарды для тренировок, сёрфинга и лета на шхерах.',
    },
  ),
  category(
    'men-trunks',
    'men',
    'men/swim-trunks',
    10,
    { en: 'Swim trunks', ru: 'Плавки' },
    {
      en: 'Briefs, boxers and jammers that stay put in the pool: chlorine-resistant fabrics with inner drawcords.',
      ru: 'Плавки-слипы, боксеры и джаммеры, которые не сползают в бассейне: устойчивые к хлору ткани и внутренний шнурок.',
    },
  ),
  category(
    'men-shorts',
    'men',
    'men/swim-shorts',
    20,
    { en: 'Swim shorts', ru: 'Шорты для плавания' },
    {
      en: 'Quick-dry volley and board shorts with mesh briefs, drawcord waists and zipped pockets.',
      ru: 'Быстросохнущие шорты для плавания и бордшорты с сетчатой подкладкой, шнурком и карманом на молнии.',
    },
  ),
  category(
    'men-rashguards',
    'men',
    'men/rash-guards',
    30,
    { en: 'Rash guards', ru: 'Рашгарды' },
    {
      en: 'UPF 50+ rash guards and surf tops with flat seams for sun protection on the water.',
      ru: 'Рашгарды и сёрф-футболки с защитой UPF 50+ и плоскими швами для защиты от солнца на воде.',
    },
  ),
  category(
    'kids',
    null,
    'kids',
    30,
    { en: 'Kids', ru: 'Детям' },
    {
      en: 'Soft, sun-safe swimwear for girls and boys in heights 98 to 152 cm.',
      ru: 'Мягкая солнцезащитная одежда для плавания для девочек и мальчиков ростом от 98 до 152 см.',
    },
  ),
  category(
    'kids-girls',
    'kids',
    'kids/girls',
    10,
    { en: 'Girls', ru: 'Девочкам' },
    {
      en: 'Swimsuits, bikinis, rash guards and beach dresses for girls, with UPF 50+ and no scratchy labels.',
      ru: 'Купальники, бикини, рашгарды и пляжные платья для девочек с защитой UPF 50+ и без колючих ярлычков.',
    },
  ),
  category(
    'kids-boys',
    'kids',
    'kids/boys',
    20,
    { en: 'Boys', ru: 'Мальчикам' },
    {
      en: 'Swim trunks, board shorts, jammers and sun suits for boys who never want to leave the water.',
      ru: 'Плавки, бордшорты, джаммеры и солнцезащитные комбинезоны для мальчиков, которых не вытащить из воды.',
    },
  ),
  category(
    'gear',
    null,
    'swimming-gear',
    40,
    { en: 'Swimming gear', ru: 'Снаряжение для плавания' },
    {
      en: 'Goggles, swim caps, training fins and bags for swimmers of every level.',
      ru: 'Очки, шапочки, тренировочные ласты и сумки для пловцов любого уровня.',
    },
  ),
  category(
    'gear-goggles',
    'gear',
    'swimming-gear/goggles',
    10,
    { en: 'Goggles', ru: 'Очки для плавания' },
    {
      en: 'Anti-fog swim goggles for training, racing, open water and kids.',
      ru: 'Очки для плавания с антизапотевающим покрытием: для тренировок, стартов, открытой воды и детей.',
    },
  ),
  category(
    'gear-caps',
    'gear',
    'swimming-gear/caps',
    20,
    { en: 'Swim caps', ru: 'Шапочки для плавания' },
    {
      en: 'Silicone swim caps for training, long hair and kids.',
      ru: 'Силиконовые шапочки для тренировок, длинных волос и детей.',
    },
  ),
  category(
    'gear-fins',
    'gear',
    'swimming-gear/fins',
    30,
    { en: 'Fins', ru: 'Ласты' },
    {
      en: 'Short-blade and training fins in natural rubber for a stronger kick.',
      ru: 'Короткие и тренировочные ласты из натурального каучука для сильной работы ног.',
    },
  ),
  category(
    'gear-bags',
    'gear',
    'swimming-gear/bags',
    40,
    { en: 'Bags', ru: 'Сумки' },
    {
      en: 'Beach totes, mesh gear bags and waterproof dry bags.',
      ru: 'Пляжные сумки, сетчатые сумки для снаряжения и водонепроницаемые драйбэги.',
    },
  ),
  category(
    'towels',
    null,
    'towels',
    50,
    { en: 'Towels', ru: 'Полотенца' },
    {
      en: 'Organic cotton beach towels and light, quick-dry microfibre towels.',
      ru: 'Пляжные полотенца из органического хлопка и лёгкие быстросохнущие полотенца из микрофибры.',
    },
  ),
  category(
    'towels-beach',
    'towels',
    'towels/beach',
    10,
    { en: 'Beach towels', ru: 'Пляжные полотенца' },
    {
      en: 'Large striped beach and sauna towels in thick organic cotton terry.',
      ru: 'Большие полосатые полотенца для пляжа и сауны из плотной махры органического хлопка.',
    },
  ),
  category(
    'towels-microfibre',
    'towels',
    'towels/microfibre',
    20,
    { en: 'Microfibre towels', ru: 'Полотенца из микрофибры' },
    {
      en: 'Compact microfibre towels for the pool bag, the gym and travel.',
      ru: 'Компактные полотенца из микрофибры для бассейна, спортзала и путешествий.',
    },
  ),
];

// ---------------------------------------------------------------------------------------------
// Colours and sizes.

export const demoColors: DemoColor[] = [
  { key: 'black', hex: '#1c1c1e', name: { en: 'Black', ru: 'Чёрный' } },
  { key: 'navy', hex: '#1f2a44', name: { en: 'Navy', ru: 'Тёмно-синий' } },
  { key: 'coral', hex: '#ff6f61', name: { en: 'Coral', ru: 'Коралловый' } },
  { key: 'turquoise', hex: '#2ec4b6', name: { en: 'Turquoise', ru: 'Бирюзовый' } },
  { key: 'sunflower', hex: '#f9c80e', name: { en: 'Sunflower yellow', ru: 'Подсолнечный жёлтый' } },
  { key: 'emerald', hex: '#1f9d6b', name: { en: 'Emerald', ru: 'Изумрудный' } },
  { key: 'white', hex: '#f4f3ef', name: { en: 'White', ru: 'Белый' } },
  { key: 'red', hex: '#d7263d', name: { en: 'Red', ru: 'Красный' } },
  { key: 'royal', hex: '#2f5bd3', name: { en: 'Royal blue', ru: 'Ярко-синий' } },
  { key: 'flamingo', hex: '#f48fb1', name: { en: 'Flamingo pink', ru: 'Розовый фламинго' } },
  { key: 'lilac', hex: '#b39ddb', name: { en: 'Lilac', ru: 'Сиреневый' } },
  { key: 'olive', hex: '#6b7a3a', name: { en: 'Olive', ru: 'Оливковый' } },
  { key: 'tangerine', hex: '#ff8c2a', name: { en: 'Tangerine', ru: 'Мандариновый' } },
  { key: 'graphite', hex: '#4a4e57', name: { en: 'Graphite', ru: 'Графитовый' } },
  { key: 'sand', hex: '#e3cfa8', name: { en: 'Sand', ru: 'Песочный' } },
];

export const adultSizeKeys = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const kidsSizeKeys = ['K98', 'K104', 'K110', 'K116', 'K122', 'K128', 'K134', 'K140', 'K146', 'K152'] as const;
export const finSizeKeys = ['F34', 'F36', 'F38', 'F40', 'F42', 'F44'] as const;
export const towelSizeKeys = ['T50X100', 'T70X140', 'T90X180', 'T100X200'] as const;

export const demoSizes: DemoSize[] = [
  ...adultSizeKeys.map((key, i) => ({ key, label: key, sortOrder: 100 + i * 10 })),
  ...kidsSizeKeys.map((key, i) => ({ key, label: key.slice(1), sortOrder: 200 + i * 10 })),
  ...finSizeKeys.map((key, i) => {
    const from = Number(key.slice(1));
    return { key, label: `${from}-${from + 1}`, sortOrder: 300 + i * 10 };
  }),
  ...towelSizeKeys.map((key, i) => {
    const dimensions = key.slice(1).replace('X', '×');
    return { key, label: { en: `${dimensions} cm`, ru: `${dimensions} см` }, sortOrder: 400 + i * 10 };
  }),
  { key: 'ONE', label: { en: 'One size', ru: 'Единый размер' }, sortOrder: 500 },
];

/** Adult sizes from `from` to `to`, both inclusive. */
function adult(from: (typeof adultSizeKeys)[number], to: (typeof adultSizeKeys)[number]): string[] {
  return adultSizeKeys.slice(adultSizeKeys.indexOf(from), adultSizeKeys.indexOf(to) + 1);
}

/** Kids heights from `from` to `to` cm, both inclusive. */
function kids(from: number, to: number): string[] {
  return kidsSizeKeys.filter((key) => {
    const cm = Number(key.slice(1));
    return cm >= from && cm <= to;
  });
}

function fins(from: number, to: number): string[] {
  return finSizeKeys.filter((key) => {
    const eu = Number(key.slice(1));
    return eu >= from && eu <= to;
  });
}

const ONE = ['ONE'];

// ---------------------------------------------------------------------------------------------
// Products.

interface ProductSpec {
  key: string;
  category: string;
  shape: GarmentShape;
  name: LocalisedText;
  tagline: LocalisedText;
  material: MaterialKey;
  /** Euro cents. */
  price: number;
  discount: number;
  colors: string[];
  sizes: string[];
  /** Colours whose every size is sold out. */
  soldOut?: string[];
}

const productSpecs: ProductSpec[] = [
  // Women: swimsuits
  {
    key: 'coral-wave-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Coral Wave one-piece', ru: 'Слитный купальник Coral Wave' },
    tagline: {
      en: 'Our best-selling swimsuit with a flattering scoop back and a soft sheen that catches the evening sun.',
      ru: 'Наш самый популярный купальник с красивым глубоким вырезом на спине и мягким блеском в лучах вечернего солнца.',
    },
    material: 'recycled',
    price: 6900,
    discount: 0,
    colors: ['coral', 'navy', 'black'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'baltic-breeze-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Baltic Breeze one-piece', ru: 'Слитный купальник Baltic Breeze' },
    tagline: {
      en: 'A square neckline and wide straps give this swimsuit a clean, timeless line.',
      ru: 'Квадратный вырез и широкие бретели придают этому купальнику чистый, вневременной силуэт.',
    },
    material: 'recycled',
    price: 7490,
    discount: 20,
    colors: ['navy', 'turquoise', 'white'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'midnight-lap-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Midnight Lap training suit', ru: 'Тренировочный купальник Midnight Lap' },
    tagline: {
      en: 'A racer-back training suit for swimmers who clock their kilometres before breakfast.',
      ru: 'Тренировочный купальник с борцовской спиной для тех, кто проплывает свои километры до завтрака.',
    },
    material: 'chlorine',
    price: 5900,
    discount: 0,
    colors: ['black', 'navy', 'graphite'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'sunflower-cove-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Sunflower Cove one-piece', ru: 'Слитный купальник Sunflower Cove' },
    tagline: {
      en: 'A cheerful swimsuit with a twist front and a low back, made for long summer days by the lake.',
      ru: 'Жизнерадостный купальник с драпировкой-твист спереди и открытой спиной для долгих летних дней у озера.',
    },
    material: 'recycled',
    price: 6490,
    discount: 30,
    colors: ['sunflower', 'coral', 'white'],
    sizes: adult('XS', 'L'),
    soldOut: ['white'],
  },
  {
    key: 'emerald-lagoon-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Emerald Lagoon one-piece', ru: 'Слитный купальник Emerald Lagoon' },
    tagline: {
      en: 'A deep V-neck and ruched sides create a sculpted silhouette in rich, jewel-like colours.',
      ru: 'Глубокий V-образный вырез и драпировка по бокам создают скульптурный силуэт в насыщенных цветах.',
    },
    material: 'recycled',
    price: 7900,
    discount: 0,
    colors: ['emerald', 'black', 'navy'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'aurora-plunge-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Aurora Plunge one-piece', ru: 'Слитный купальник Aurora Plunge' },
    tagline: {
      en: 'A plunging neckline with a discreet mesh insert, inspired by the colours of the northern lights.',
      ru: 'Глубокий вырез с деликатной сетчатой вставкой в цветах северного сияния.',
    },
    material: 'recycled',
    price: 8900,
    discount: 15,
    colors: ['lilac', 'black', 'flamingo'],
    sizes: adult('XS', 'L'),
  },
  {
    key: 'harbour-stripe-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Harbour Stripe one-piece', ru: 'Слитный купальник Harbour Stripe' },
    tagline: {
      en: 'A nautical classic with a contrast binding, as at home on a sailing boat as on the beach.',
      ru: 'Морская классика с контрастной окантовкой, одинаково уместная на яхте и на пляже.',
    },
    material: 'recycled',
    price: 6990,
    discount: 0,
    colors: ['navy', 'red', 'white'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'archipelago-sculpt-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Archipelago Sculpt shaping swimsuit', ru: 'Моделирующий купальник Archipelago Sculpt' },
    tagline: {
      en: 'A double-layered front panel gently shapes the tummy, and the underwire cups give real support.',
      ru: 'Двойная передняя панель мягко моделирует живот, а чашечки на косточках дают настоящую поддержку.',
    },
    material: 'recycled',
    price: 10900,
    discount: 0,
    colors: ['black', 'navy', 'emerald'],
    sizes: adult('M', 'XXL'),
  },
  {
    key: 'pool-pro-racer-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Pool Pro Racer swimsuit', ru: 'Спортивный купальник Pool Pro Racer' },
    tagline: {
      en: 'A compressive, low-drag suit for swim club sessions and your next masters meet.',
      ru: 'Компрессионный купальник с низким сопротивлением воды для тренировок в клубе и соревнований мастерс.',
    },
    material: 'chlorine',
    price: 5490,
    discount: 0,
    colors: ['royal', 'black', 'turquoise', 'red'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'lumi-high-neck-one-piece',
    category: 'women-swimsuits',
    shape: 'one-piece',
    name: { en: 'Lumi high-neck swimsuit', ru: 'Закрытый купальник Lumi' },
    tagline: {
      en: 'A minimalist high neck with a keyhole back, cut for confident swimming and sunbathing alike.',
      ru: 'Минималистичный закрытый купальник с вырезом-капелькой на спине — для уверенного плавания и загара.',
    },
    material: 'recycled',
    price: 8400,
    discount: 0,
    colors: ['white', 'black', 'sand'],
    sizes: adult('XS', 'L'),
  },

  // Women: bikinis
  {
    key: 'tropic-triangle-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Tropic Triangle bikini', ru: 'Бикини Tropic Triangle' },
    tagline: {
      en: 'The classic triangle bikini in four sunny colours, with sliding cups so you choose the coverage.',
      ru: 'Классическое бикини с лифом-треугольником в четырёх солнечных цветах; чашечки скользят, и вы сами выбираете степень открытости.',
    },
    material: 'recycled',
    price: 4990,
    discount: 0,
    colors: ['coral', 'turquoise', 'sunflower', 'black'],
    sizes: adult('XS', 'L'),
  },
  {
    key: 'saimaa-bandeau-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Saimaa Bandeau bikini', ru: 'Бикини-бандо Saimaa' },
    tagline: {
      en: 'A strapless bandeau with a silicone grip and a detachable halter strap for swimming days.',
      ru: 'Лиф-бандо без бретелей с силиконовой лентой и съёмной бретелью через шею для плавания.',
    },
    material: 'recycled',
    price: 5400,
    discount: 25,
    colors: ['navy', 'white', 'emerald'],
    sizes: adult('XS', 'L'),
  },
  {
    key: 'flamingo-ruffle-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Flamingo Ruffle bikini', ru: 'Бикини с воланами Flamingo' },
    tagline: {
      en: 'Playful ruffles along the neckline and a mid-rise bottom with a gentle frill.',
      ru: 'Игривые воланы по линии лифа и плавки средней посадки с лёгкой оборкой.',
    },
    material: 'recycled',
    price: 5990,
    discount: 0,
    colors: ['flamingo', 'white', 'lilac'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'nordic-sport-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Nordic Sport bikini', ru: 'Спортивное бикини Nordic' },
    tagline: {
      en: 'A crop-top bikini with a racer back that stays put through beach volleyball, paddling and laps.',
      ru: 'Бикини с топом-кроп и борцовской спиной, которое не сползает ни в пляжном волейболе, ни на сапе, ни в бассейне.',
    },
    material: 'chlorine',
    price: 6400,
    discount: 0,
    colors: ['black', 'royal', 'graphite'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'sandbar-halter-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Sandbar Halter bikini', ru: 'Бикини-халтер Sandbar' },
    tagline: {
      en: 'A halter-neck top with a supportive underband in warm, earthy tones.',
      ru: 'Лиф с завязкой на шее и поддерживающей резинкой под грудью в тёплых природных оттенках.',
    },
    material: 'recycled',
    price: 5700,
    discount: 0,
    colors: ['sand', 'olive', 'black'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'citrus-tie-side-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Citrus Tie-side bikini', ru: 'Бикини на завязках Citrus' },
    tagline: {
      en: 'Bright citrus colours, a string top and tie-side bottoms you can adjust for the perfect fit.',
      ru: 'Яркие цитрусовые цвета, лиф на завязках и плавки с боковыми завязками для идеальной посадки.',
    },
    material: 'recycled',
    price: 4490,
    discount: 35,
    colors: ['tangerine', 'sunflower', 'coral'],
    sizes: adult('XS', 'L'),
    soldOut: ['sunflower'],
  },
  {
    key: 'lagoon-underwire-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Lagoon Underwire bikini', ru: 'Бикини на косточках Lagoon' },
    tagline: {
      en: 'Underwire cups with adjustable straps and a hook-and-eye back for fuller busts.',
      ru: 'Чашечки на косточках, регулируемые бретели и застёжка на крючках — для пышной груди.',
    },
    material: 'recycled',
    price: 6900,
    discount: 0,
    colors: ['emerald', 'navy', 'black'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'seashell-bralette-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Seashell Bralette bikini', ru: 'Бикини-бралетт Seashell' },
    tagline: {
      en: 'A soft bralette top with a scalloped edge and a cheeky bottom in delicate pastel shades.',
      ru: 'Мягкий лиф-бралетт с фигурным краем и плавки бразильского кроя в нежных пастельных тонах.',
    },
    material: 'recycled',
    price: 5200,
    discount: 0,
    colors: ['lilac', 'white', 'sand'],
    sizes: adult('XS', 'L'),
  },
  {
    key: 'riviera-high-waist-bikini',
    category: 'women-bikinis',
    shape: 'bikini',
    name: { en: 'Riviera High-waist bikini', ru: 'Бикини с высокой талией Riviera' },
    tagline: {
      en: 'A retro high-waist bottom paired with a balconette top, pure 1950s Riviera glamour.',
      ru: 'Ретро-плавки с высокой талией и лиф-балконет — чистый гламур Ривьеры 1950-х.',
    },
    material: 'recycled',
    price: 6290,
    discount: 20,
    colors: ['red', 'navy', 'black'],
    sizes: adult('XS', 'XL'),
  },

  // Women: beachwear
  {
    key: 'linen-breeze-beach-dress',
    category: 'women-beachwear',
    shape: 'dress',
    name: { en: 'Linen Breeze beach dress', ru: 'Пляжное платье Linen Breeze' },
    tagline: {
      en: 'A relaxed midi dress in pure linen with thin adjustable straps and side pockets.',
      ru: 'Свободное платье миди из чистого льна с тонкими регулируемыми бретелями и карманами в боковых швах.',
    },
    material: 'linen',
    price: 7900,
    discount: 0,
    colors: ['white', 'sand', 'turquoise'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'sunset-maxi-dress',
    category: 'women-beachwear',
    shape: 'dress',
    name: { en: 'Sunset maxi dress', ru: 'Платье макси Sunset' },
    tagline: {
      en: 'A floaty maxi dress with a tiered skirt that moves beautifully in the sea breeze.',
      ru: 'Воздушное платье макси с ярусной юбкой, которая красиво развевается на морском ветру.',
    },
    material: 'viscose',
    price: 8990,
    discount: 30,
    colors: ['coral', 'tangerine', 'navy'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'kaftan-cove-tunic-dress',
    category: 'women-beachwear',
    shape: 'dress',
    name: { en: 'Kaftan Cove tunic dress', ru: 'Платье-туника Kaftan Cove' },
    tagline: {
      en: 'A loose tunic dress with a drawstring waist that slips on straight over a wet swimsuit.',
      ru: 'Свободное платье-туника с кулиской на талии легко надевается прямо на мокрый купальник.',
    },
    material: 'viscose',
    price: 6500,
    discount: 0,
    colors: ['white', 'lilac', 'emerald'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'island-wrap-dress',
    category: 'women-beachwear',
    shape: 'dress',
    name: { en: 'Island Wrap dress', ru: 'Платье на запах Island' },
    tagline: {
      en: 'A wrap dress with a flutter hem that ties at the waist and flatters every figure.',
      ru: 'Платье на запах с летящим подолом и завязкой на талии, которое красиво сидит на любой фигуре.',
    },
    material: 'viscose',
    price: 5900,
    discount: 15,
    colors: ['flamingo', 'sunflower', 'black'],
    sizes: adult('XS', 'L'),
  },
  {
    key: 'shoreline-womens-rash-guard',
    category: 'women-beachwear',
    shape: 'rashguard',
    name: { en: 'Shoreline women’s rash guard', ru: 'Женский рашгард Shoreline' },
    tagline: {
      en: 'A slim-fit long-sleeve top for paddling, snorkelling and midday sun.',
      ru: 'Облегающий лонгслив для сапа, снорклинга и полуденного солнца.',
    },
    material: 'upf',
    price: 5490,
    discount: 0,
    colors: ['navy', 'coral', 'black'],
    sizes: adult('XS', 'XL'),
  },
  {
    key: 'dune-shirt-dress',
    category: 'women-beachwear',
    shape: 'dress',
    name: { en: 'Dune shirt dress', ru: 'Платье-рубашка Dune' },
    tagline: {
      en: 'A linen shirt dress you can wear buttoned up as a dress or open as a beach cover-up.',
      ru: 'Льняное платье-рубашка: застегните его как платье или носите нараспашку как накидку.',
    },
    material: 'linen',
    price: 7200,
    discount: 0,
    colors: ['sand', 'olive', 'white'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'marina-terry-dress',
    category: 'women-beachwear',
    shape: 'dress',
    name: { en: 'Marina terry dress', ru: 'Махровое платье Marina' },
    tagline: {
      en: 'A soft towelling dress that dries you off after a swim and keeps you cosy on the pier.',
      ru: 'Мягкое махровое платье, которое впитывает воду после купания и согревает на пирсе.',
    },
    material: 'terry',
    price: 4990,
    discount: 20,
    colors: ['turquoise', 'navy', 'white'],
    sizes: adult('XS', 'L'),
  },

  // Men: swim trunks
  {
    key: 'classic-lane-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Classic Lane swim trunks', ru: 'Плавки-боксеры Classic Lane' },
    tagline: {
      en: 'Square-cut trunks with a 10 cm inseam, the everyday choice for the pool.',
      ru: 'Плавки-боксеры с шаговым швом 10 см — на каждый день в бассейне.',
    },
    material: 'chlorine',
    price: 3490,
    discount: 0,
    colors: ['black', 'navy', 'royal'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'splash-sprint-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Splash Sprint swim trunks', ru: 'Плавки Splash Sprint' },
    tagline: {
      en: 'Low-rise competition trunks with a contrast side panel for sprint sets.',
      ru: 'Соревновательные плавки с низкой посадкой и контрастной боковой вставкой для спринтерских серий.',
    },
    material: 'chlorine',
    price: 2990,
    discount: 10,
    colors: ['red', 'royal', 'black', 'emerald'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'harbour-boxer-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Harbour Boxer swim trunks', ru: 'Плавки-боксеры Harbour' },
    tagline: {
      en: 'Longer boxer trunks with a modest cut for the beach and the public pool.',
      ru: 'Удлинённые плавки-боксеры сдержанного кроя для пляжа и городского бассейна.',
    },
    material: 'recycled',
    price: 3900,
    discount: 0,
    colors: ['navy', 'graphite', 'olive'],
    sizes: adult('M', 'XXL'),
  },
  {
    key: 'tidal-brief-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Tidal swim briefs', ru: 'Плавки-слипы Tidal' },
    tagline: {
      en: 'Classic swim briefs with a fully lined front for training and racing.',
      ru: 'Классические плавки-слипы с подкладкой спереди для тренировок и стартов.',
    },
    material: 'chlorine',
    price: 2750,
    discount: 0,
    colors: ['black', 'royal', 'red'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'aqua-jammer-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Aqua jammer', ru: 'Джаммеры Aqua' },
    tagline: {
      en: 'Knee-length jammers with light compression for long training sets and triathlon.',
      ru: 'Джаммеры до колена с лёгкой компрессией для длинных тренировок и триатлона.',
    },
    material: 'chlorine',
    price: 4490,
    discount: 20,
    colors: ['black', 'navy', 'royal'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'coral-reef-print-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Coral Reef swim trunks', ru: 'Плавки-боксеры Coral Reef' },
    tagline: {
      en: 'Bold holiday trunks in reef colours that dry before you reach your sunbed.',
      ru: 'Яркие отпускные плавки в цветах кораллового рифа, которые высыхают раньше, чем вы дойдёте до шезлонга.',
    },
    material: 'recycled',
    price: 3600,
    discount: 30,
    colors: ['coral', 'turquoise', 'sunflower'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'nordic-square-leg-trunks',
    category: 'men-trunks',
    shape: 'trunks',
    name: { en: 'Nordic Square-leg swim trunks', ru: 'Плавки-боксеры Nordic Square' },
    tagline: {
      en: 'A sharp square-leg cut in muted Nordic colours with a discreet embroidered logo.',
      ru: 'Чёткий квадратный крой в приглушённых северных цветах со сдержанным вышитым логотипом.',
    },
    material: 'recycled',
    price: 4200,
    discount: 0,
    colors: ['graphite', 'navy', 'emerald'],
    sizes: adult('M', 'XXL'),
  },

  // Men: swim shorts
  {
    key: 'surf-line-board-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Surf Line board shorts', ru: 'Бордшорты Surf Line' },
    tagline: {
      en: 'Four-way stretch board shorts with a lace-up fly, made for long surf sessions.',
      ru: 'Бордшорты из ткани с растяжением в четырёх направлениях и шнуровкой спереди для долгих сёрф-сессий.',
    },
    material: 'board',
    price: 5900,
    discount: 0,
    colors: ['navy', 'turquoise', 'black'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'baltic-volley-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Baltic volley swim shorts', ru: 'Шорты для плавания Baltic Volley' },
    tagline: {
      en: 'Mid-length volley shorts with an elastic waist, the easiest shorts of the summer.',
      ru: 'Шорты средней длины на резинке — самые удобные шорты этого лета.',
    },
    material: 'board',
    price: 4500,
    discount: 25,
    colors: ['coral', 'navy', 'olive', 'sand'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'sunset-stretch-swim-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Sunset Stretch swim shorts', ru: 'Шорты для плавания Sunset Stretch' },
    tagline: {
      en: 'Slim-fit stretch shorts with a shorter 15 cm inseam and a flat front.',
      ru: 'Приталенные эластичные шорты с укороченным шаговым швом 15 см и гладкой передней частью.',
    },
    material: 'board',
    price: 5490,
    discount: 0,
    colors: ['tangerine', 'royal', 'graphite'],
    sizes: adult('M', 'XXL'),
  },
  {
    key: 'archipelago-hybrid-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Archipelago hybrid shorts', ru: 'Шорты-гибрид Archipelago' },
    tagline: {
      en: 'Hybrid shorts that look like chinos on the ferry and swim like board shorts at the island.',
      ru: 'Шорты-гибрид: на пароме выглядят как чиносы, а на острове плавают как бордшорты.',
    },
    material: 'board',
    price: 6400,
    discount: 15,
    colors: ['olive', 'sand', 'navy'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'lagoon-quick-dry-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Lagoon quick-dry swim shorts', ru: 'Быстросохнущие шорты Lagoon' },
    tagline: {
      en: 'Featherweight shorts that are dry twenty minutes after you leave the water.',
      ru: 'Невесомые шорты, которые высыхают через двадцать минут после выхода из воды.',
    },
    material: 'board',
    price: 4900,
    discount: 0,
    colors: ['turquoise', 'emerald', 'black'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'harbour-tailored-swim-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Harbour tailored swim shorts', ru: 'Шорты для плавания Harbour Tailored' },
    tagline: {
      en: 'Tailored swim shorts with side adjusters and a button flap pocket, smart enough for a harbour lunch.',
      ru: 'Шорты классического кроя с боковыми регуляторами и карманом с клапаном — можно идти на обед в порту.',
    },
    material: 'board',
    price: 6900,
    discount: 0,
    colors: ['navy', 'white', 'sand'],
    sizes: adult('M', 'XXL'),
    soldOut: ['white'],
  },
  {
    key: 'palm-print-volley-shorts',
    category: 'men-shorts',
    shape: 'shorts',
    name: { en: 'Palm Print volley shorts', ru: 'Шорты Palm Print' },
    tagline: {
      en: 'A hand-drawn palm print on light, recycled fabric for the holiday mood.',
      ru: 'Нарисованный вручную принт с пальмами на лёгкой переработанной ткани для отпускного настроения.',
    },
    material: 'board',
    price: 3990,
    discount: 40,
    colors: ['emerald', 'sunflower', 'navy'],
    sizes: adult('S', 'XL'),
  },

  // Men: rash guards
  {
    key: 'guardian-upf-rash-guard',
    category: 'men-rashguards',
    shape: 'rashguard',
    name: { en: 'Guardian UPF 50+ rash guard', ru: 'Рашгард Guardian UPF 50+' },
    tagline: {
      en: 'A close-fitting long-sleeve rash guard that blocks 98% of UV rays.',
      ru: 'Облегающий рашгард с длинным рукавом, который блокирует 98% ультрафиолета.',
    },
    material: 'upf',
    price: 4990,
    discount: 0,
    colors: ['black', 'navy', 'royal'],
    sizes: adult('S', 'XXL'),
  },
  {
    key: 'reef-rider-rash-guard',
    category: 'men-rashguards',
    shape: 'rashguard',
    name: { en: 'Reef Rider rash guard', ru: 'Рашгард Reef Rider' },
    tagline: {
      en: 'Made for snorkelling and surfing, with a longer back hem that stays tucked in.',
      ru: 'Для снорклинга и сёрфинга: удлинённая спинка не задирается.',
    },
    material: 'upf',
    price: 5400,
    discount: 20,
    colors: ['turquoise', 'graphite', 'black'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'tempest-surf-top',
    category: 'men-rashguards',
    shape: 'rashguard',
    name: { en: 'Tempest surf top', ru: 'Сёрф-лонгслив Tempest' },
    tagline: {
      en: 'A heavier surf top with a half zip for cool mornings on the Baltic Sea.',
      ru: 'Плотный сёрф-лонгслив с молнией до середины груди для прохладных утр на Балтике.',
    },
    material: 'upf',
    price: 5900,
    discount: 0,
    colors: ['navy', 'olive', 'black'],
    sizes: adult('M', 'XXL'),
  },
  {
    key: 'sunrise-loose-fit-rash-tee',
    category: 'men-rashguards',
    shape: 'rashguard',
    name: { en: 'Sunrise loose-fit rash tee', ru: 'Свободный рашгард Sunrise' },
    tagline: {
      en: 'A relaxed-fit sun shirt that looks like a tee and protects like a rash guard.',
      ru: 'Футболка свободного кроя, которая выглядит как обычная, а защищает как рашгард.',
    },
    material: 'upf',
    price: 4200,
    discount: 0,
    colors: ['white', 'sand', 'royal'],
    sizes: adult('S', 'XL'),
  },
  {
    key: 'polar-thermal-rash-guard',
    category: 'men-rashguards',
    shape: 'rashguard',
    name: { en: 'Polar thermal rash guard', ru: 'Термо-рашгард Polar' },
    tagline: {
      en: 'A fleece-lined thermal rash guard that adds warmth for open-water swims in early summer.',
      ru: 'Термо-рашгард с флисовой изнанкой, который согревает в открытой воде в начале лета.',
    },
    material: 'upf',
    price: 6900,
    discount: 0,
    colors: ['black', 'graphite'],
    sizes: adult('S', 'XXL'),
  },

  // Kids: girls
  {
    key: 'little-mermaid-kids-swimsuit',
    category: 'kids-girls',
    shape: 'kids-suit',
    name: { en: 'Little Mermaid kids swimsuit', ru: 'Детский купальник Little Mermaid' },
    tagline: {
      en: 'A frilled swimsuit with a shimmering scale print for little mermaids.',
      ru: 'Купальник с оборкой и переливающимся принтом «чешуя» для маленьких русалок.',
    },
    material: 'kids',
    price: 2990,
    discount: 0,
    colors: ['turquoise', 'flamingo', 'lilac'],
    sizes: kids(98, 128),
  },
  {
    key: 'sunny-frill-kids-swimsuit',
    category: 'kids-girls',
    shape: 'kids-suit',
    name: { en: 'Sunny Frill kids swimsuit', ru: 'Детский купальник Sunny Frill' },
    tagline: {
      en: 'A bright swimsuit with a little skirt frill and wide straps that never slip off the shoulders.',
      ru: 'Яркий купальник с юбочкой-оборкой и широкими бретелями, которые не спадают с плеч.',
    },
    material: 'kids',
    price: 2490,
    discount: 20,
    colors: ['sunflower', 'coral', 'white'],
    sizes: kids(98, 122),
  },
  {
    key: 'starfish-girls-one-piece',
    category: 'kids-girls',
    shape: 'one-piece',
    name: { en: 'Starfish girls’ one-piece', ru: 'Купальник для девочек Starfish' },
    tagline: {
      en: 'A sporty swimsuit for swimming lessons, with a cross-back that stays put.',
      ru: 'Спортивный купальник для уроков плавания с перекрёстными бретелями, которые держатся на месте.',
    },
    material: 'chlorine',
    price: 3200,
    discount: 0,
    colors: ['navy', 'coral', 'emerald'],
    sizes: kids(110, 152),
  },
  {
    key: 'rainbow-splash-girls-bikini',
    category: 'kids-girls',
    shape: 'bikini',
    name: { en: 'Rainbow Splash girls’ bikini', ru: 'Бикини для девочек Rainbow Splash' },
    tagline: {
      en: 'A crop-top bikini for girls with soft binding and a full-coverage bottom.',
      ru: 'Бикини для девочек с топом-кроп, мягкой окантовкой и закрытыми плавками.',
    },
    material: 'kids',
    price: 2790,
    discount: 15,
    colors: ['flamingo', 'turquoise', 'sunflower'],
    sizes: kids(110, 146),
  },
  {
    key: 'ocean-guard-girls-rash-guard',
    category: 'kids-girls',
    shape: 'rashguard',
    name: { en: 'Ocean Guard girls’ rash guard', ru: 'Рашгард для девочек Ocean Guard' },
    tagline: {
      en: 'Long sleeves and UPF 50+ so you need less sunscreen and fewer breaks in the shade.',
      ru: 'Длинные рукава и UPF 50+ — меньше солнцезащитного крема и меньше перерывов в тени.',
    },
    material: 'kids',
    price: 2900,
    discount: 0,
    colors: ['lilac', 'turquoise', 'coral'],
    sizes: kids(98, 140),
  },
  {
    key: 'petal-beach-girls-dress',
    category: 'kids-girls',
    shape: 'dress',
    name: { en: 'Petal girls’ beach dress', ru: 'Пляжное платье для девочек Petal' },
    tagline: {
      en: 'A twirly cotton-feel sundress for ice-cream trips along the promenade.',
      ru: 'Летнее платье с пышной юбкой для прогулок за мороженым по набережной.',
    },
    material: 'viscose',
    price: 3490,
    discount: 0,
    colors: ['flamingo', 'white', 'sunflower'],
    sizes: kids(98, 134),
  },

  // Kids: boys
  {
    key: 'little-shark-boys-trunks',
    category: 'kids-boys',
    shape: 'trunks',
    name: { en: 'Little Shark boys’ swim trunks', ru: 'Плавки для мальчиков Little Shark' },
    tagline: {
      en: 'Boxer trunks with a friendly shark on the leg and an adjustable waist.',
      ru: 'Плавки-боксеры с дружелюбной акулой на штанине и регулируемым поясом.',
    },
    material: 'kids',
    price: 1990,
    discount: 0,
    colors: ['royal', 'navy', 'red'],
    sizes: kids(98, 140),
  },
  {
    key: 'wave-rider-boys-board-shorts',
    category: 'kids-boys',
    shape: 'shorts',
    name: { en: 'Wave Rider boys’ board shorts', ru: 'Бордшорты для мальчиков Wave Rider' },
    tagline: {
      en: 'Board shorts just like Dad’s, with a soft mesh brief and a velcro pocket.',
      ru: 'Бордшорты как у папы — с мягкой сетчатой подкладкой и карманом на липучке.',
    },
    material: 'board',
    price: 2690,
    discount: 0,
    colors: ['turquoise', 'navy', 'tangerine'],
    sizes: kids(110, 152),
  },
  {
    key: 'sea-explorer-boys-rash-guard',
    category: 'kids-boys',
    shape: 'rashguard',
    name: { en: 'Sea Explorer boys’ rash guard', ru: 'Рашгард для мальчиков Sea Explorer' },
    tagline: {
      en: 'A long-sleeve sun top for rock pools, snorkelling and building sandcastles.',
      ru: 'Лонгслив с защитой от солнца для исследования прибрежных камней, снорклинга и песочных замков.',
    },
    material: 'kids',
    price: 2990,
    discount: 0,
    colors: ['navy', 'royal', 'emerald'],
    sizes: kids(98, 146),
  },
  {
    key: 'sun-safe-boys-swimsuit',
    category: 'kids-boys',
    shape: 'kids-suit',
    name: { en: 'Sun Safe boys’ swimsuit', ru: 'Детский купальный комбинезон Sun Safe' },
    tagline: {
      en: 'An all-in-one sun suit with a front zip that makes changing quick, even with sandy hands.',
      ru: 'Слитный солнцезащитный комбинезон с молнией спереди: переодеваться быстро даже с песком на руках.',
    },
    material: 'kids',
    price: 3400,
    discount: 25,
    colors: ['royal', 'turquoise'],
    sizes: kids(98, 122),
  },
  {
    key: 'turtle-sprint-boys-jammers',
    category: 'kids-boys',
    shape: 'trunks',
    name: { en: 'Turtle Sprint boys’ jammers', ru: 'Джаммеры для мальчиков Turtle Sprint' },
    tagline: {
      en: 'Chlorine-resistant jammers for swim school and junior club training.',
      ru: 'Устойчивые к хлору джаммеры для школы плавания и тренировок в детской секции.',
    },
    material: 'chlorine',
    price: 2250,
    discount: 0,
    colors: ['black', 'royal'],
    sizes: kids(116, 152),
    soldOut: ['black'],
  },

  // Swimming gear: goggles
  {
    key: 'clearview-goggles',
    category: 'gear-goggles',
    shape: 'goggles',
    name: { en: 'Clearview swim goggles', ru: 'Очки для плавания Clearview' },
    tagline: {
      en: 'Comfortable all-round goggles with wide clear lenses for the pool.',
      ru: 'Удобные универсальные очки с широкими прозрачными линзами для бассейна.',
    },
    material: 'goggles',
    price: 1990,
    discount: 0,
    colors: ['black', 'navy', 'turquoise', 'coral'],
    sizes: ONE,
  },
  {
    key: 'racer-mirror-goggles',
    category: 'gear-goggles',
    shape: 'goggles',
    name: { en: 'Racer Mirror goggles', ru: 'Стартовые очки Racer Mirror' },
    tagline: {
      en: 'Low-profile racing goggles with mirrored lenses and four interchangeable nose bridges.',
      ru: 'Низкопрофильные стартовые очки с зеркальными линзами и четырьмя сменными переносицами.',
    },
    material: 'goggles',
    price: 3490,
    discount: 15,
    colors: ['black', 'royal', 'red'],
    sizes: ONE,
  },
  {
    key: 'junior-splash-goggles',
    category: 'gear-goggles',
    shape: 'goggles',
    name: { en: 'Junior Splash goggles', ru: 'Детские очки Junior Splash' },
    tagline: {
      en: 'Kids’ goggles for ages 4 to 10 with an easy-adjust strap they can set themselves.',
      ru: 'Детские очки для 4–10 лет с ремешком, который ребёнок легко отрегулирует сам.',
    },
    material: 'goggles',
    price: 1290,
    discount: 0,
    colors: ['flamingo', 'turquoise', 'sunflower'],
    sizes: ONE,
  },
  {
    key: 'panorama-open-water-goggles',
    category: 'gear-goggles',
    shape: 'goggles',
    name: { en: 'Panorama open-water goggles', ru: 'Очки для открытой воды Panorama' },
    tagline: {
      en: 'A wide, mask-like frame and tinted lenses for sighting buoys on bright open-water swims.',
      ru: 'Широкая оправа в стиле маски и тонированные линзы, чтобы видеть буи в солнечный день на открытой воде.',
    },
    material: 'goggles',
    price: 2900,
    discount: 20,
    colors: ['black', 'turquoise', 'tangerine'],
    sizes: ONE,
  },

  // Swimming gear: caps
  {
    key: 'silicone-pro-swim-cap',
    category: 'gear-caps',
    shape: 'cap',
    name: { en: 'Silicone Pro swim cap', ru: 'Силиконовая шапочка Silicone Pro' },
    tagline: {
      en: 'A smooth, durable training cap that fits most adult heads.',
      ru: 'Гладкая прочная тренировочная шапочка, подходящая для большинства взрослых.',
    },
    material: 'silicone',
    price: 1190,
    discount: 0,
    colors: ['black', 'navy', 'red', 'sunflower'],
    sizes: ONE,
  },
  {
    key: 'long-hair-swim-cap',
    category: 'gear-caps',
    shape: 'cap',
    name: { en: 'Long Hair swim cap', ru: 'Шапочка для длинных волос' },
    tagline: {
      en: 'Extra room at the back for long hair, braids and buns.',
      ru: 'Дополнительный объём сзади для длинных волос, кос и пучков.',
    },
    material: 'silicone',
    price: 1490,
    discount: 0,
    colors: ['lilac', 'flamingo', 'black'],
    sizes: ONE,
  },
  {
    key: 'kids-fun-swim-cap',
    category: 'gear-caps',
    shape: 'cap',
    name: { en: 'Kids Fun swim cap', ru: 'Детская шапочка Kids Fun' },
    tagline: {
      en: 'A small-size cap in cheerful colours that is easy for kids to put on.',
      ru: 'Шапочка небольшого размера в весёлых цветах, которую ребёнку легко надеть.',
    },
    material: 'silicone',
    price: 990,
    discount: 0,
    colors: ['turquoise', 'coral', 'sunflower'],
    sizes: ONE,
  },

  // Swimming gear: fins
  {
    key: 'power-kick-training-fins',
    category: 'gear-fins',
    shape: 'fins',
    name: { en: 'Power Kick training fins', ru: 'Тренировочные ласты Power Kick' },
    tagline: {
      en: 'Medium-length fins that add propulsion for drills and build ankle flexibility.',
      ru: 'Ласты средней длины, которые добавляют скорости на упражнениях и развивают гибкость голеностопа.',
    },
    material: 'rubber',
    price: 3990,
    discount: 0,
    colors: ['black', 'royal', 'sunflower'],
    sizes: fins(34, 44),
  },
  {
    key: 'short-blade-fins',
    category: 'gear-fins',
    shape: 'fins',
    name: { en: 'Short Blade fins', ru: 'Короткие ласты Short Blade' },
    tagline: {
      en: 'Short-blade fins that keep your natural kick rhythm for fast interval sets.',
      ru: 'Короткие ласты, сохраняющие естественный ритм работы ног на быстрых интервалах.',
    },
    material: 'rubber',
    price: 3400,
    discount: 25,
    colors: ['turquoise', 'coral', 'navy'],
    sizes: fins(36, 44),
  },
  {
    key: 'junior-dolphin-fins',
    category: 'gear-fins',
    shape: 'fins',
    name: { en: 'Junior Dolphin fins', ru: 'Детские ласты Junior Dolphin' },
    tagline: {
      en: 'Soft, light fins for young swimmers learning to kick.',
      ru: 'Мягкие лёгкие ласты для юных пловцов, которые учатся работать ногами.',
    },
    material: 'rubber',
    price: 2490,
    discount: 0,
    colors: ['flamingo', 'turquoise'],
    sizes: fins(34, 38),
  },

  // Swimming gear: bags
  {
    key: 'beach-tote-bag',
    category: 'gear-bags',
    shape: 'bag',
    name: { en: 'Archipelago beach tote', ru: 'Пляжная сумка Archipelago' },
    tagline: {
      en: 'A sturdy canvas tote with long rope handles that sit comfortably on the shoulder.',
      ru: 'Прочная сумка из канваса с длинными ручками-канатами, которые удобно лежат на плече.',
    },
    material: 'canvas',
    price: 3900,
    discount: 0,
    colors: ['sand', 'navy', 'coral'],
    sizes: ONE,
  },
  {
    key: 'mesh-gear-bag',
    category: 'gear-bags',
    shape: 'bag',
    name: { en: 'Mesh gear bag', ru: 'Сетчатая сумка для снаряжения' },
    tagline: {
      en: 'A mesh bag for fins, paddles and pull buoys that lets wet kit drain and air out.',
      ru: 'Сетчатая сумка для ласт, лопаток и колобашек: мокрое снаряжение стекает и проветривается.',
    },
    material: 'mesh',
    price: 2490,
    discount: 30,
    colors: ['black', 'royal', 'emerald'],
    sizes: ONE,
  },
  {
    key: 'roll-top-dry-bag',
    category: 'gear-bags',
    shape: 'bag',
    name: { en: 'Roll-top dry bag 20 L', ru: 'Гермосумка с рулонным верхом 20 л' },
    tagline: {
      en: 'A waterproof bag for kayak trips, sauna evenings and wet swimsuits on the way home.',
      ru: 'Водонепроницаемая сумка для походов на каяке, вечеров в сауне и мокрых купальников по дороге домой.',
    },
    material: 'drybag',
    price: 2990,
    discount: 0,
    colors: ['black', 'sunflower', 'tangerine'],
    sizes: ONE,
  },

  // Towels: beach
  {
    key: 'striped-beach-towel',
    category: 'towels-beach',
    shape: 'towel',
    name: { en: 'Striped beach towel', ru: 'Полосатое пляжное полотенце' },
    tagline: {
      en: 'A generous striped towel in thick organic cotton terry, woven in Portugal.',
      ru: 'Большое полосатое полотенце из плотной махры органического хлопка, сотканное в Португалии.',
    },
    material: 'terry',
    price: 3490,
    discount: 0,
    colors: ['navy', 'coral', 'turquoise', 'sunflower'],
    sizes: ['T90X180', 'T100X200'],
  },
  {
    key: 'cabana-xl-beach-towel',
    category: 'towels-beach',
    shape: 'towel',
    name: { en: 'Cabana XL beach towel', ru: 'Пляжное полотенце Cabana XL' },
    tagline: {
      en: 'An extra-large towel with bold cabana stripes, big enough for two.',
      ru: 'Очень большое полотенце в широкую полоску, на котором поместятся двое.',
    },
    material: 'terry',
    price: 4400,
    discount: 20,
    colors: ['emerald', 'sand', 'red'],
    sizes: ['T100X200'],
  },
  {
    key: 'sauna-beach-towel',
    category: 'towels-beach',
    shape: 'towel',
    name: { en: 'Sauna & Beach towel', ru: 'Полотенце для сауны и пляжа' },
    tagline: {
      en: 'A Finnish-style towel for the sauna bench, the lake and the beach.',
      ru: 'Полотенце в финском стиле для полка в сауне, озера и пляжа.',
    },
    material: 'terry',
    price: 2900,
    discount: 0,
    colors: ['white', 'graphite'],
    sizes: ['T70X140', 'T90X180'],
  },

  // Towels: microfibre
  {
    key: 'quick-dry-microfibre-towel',
    category: 'towels-microfibre',
    shape: 'towel',
    name: { en: 'Quick-dry microfibre towel', ru: 'Быстросохнущее полотенце из микрофибры' },
    tagline: {
      en: 'A suede-soft microfibre towel that absorbs four times its weight.',
      ru: 'Мягкое, как замша, полотенце из микрофибры, которое впитывает вчетверо больше своего веса.',
    },
    material: 'microfibre',
    price: 2490,
    discount: 0,
    colors: ['royal', 'turquoise', 'graphite', 'flamingo'],
    sizes: ['T70X140', 'T90X180'],
  },
  {
    key: 'travel-compact-towel',
    category: 'towels-microfibre',
    shape: 'towel',
    name: { en: 'Travel Compact towel', ru: 'Дорожное полотенце Travel Compact' },
    tagline: {
      en: 'A light travel towel with a hanging loop for the gym bag and the backpack.',
      ru: 'Лёгкое дорожное полотенце с петелькой для спортивной сумки и рюкзака.',
    },
    material: 'microfibre',
    price: 1990,
    discount: 15,
    colors: ['olive', 'navy', 'lilac'],
    sizes: ['T50X100', 'T70X140'],
  },
];

/** How many units a size usually has: the middle of a range sells more. */
function stockFor(rng: () => number, sizeIndex: number, sizeCount: number): number {
  const roll = rng();
  if (roll < 0.052) return 0;
  if (roll < 0.16) return randomInt(rng, 1, 3); // nearly gone
  const middle = (sizeCount - 1) / 2;
  const centrality = sizeCount > 1 ? 1 - Math.abs(sizeIndex - middle) / (middle + 1) : 1;
  return randomInt(rng, 4, 12 + Math.round(28 * centrality));
}

function buildVariants(spec: ProductSpec, index: number): DemoVariant[] {
  const rng = mulberry32(hashString(spec.key));
  const prefix = `AS${String(index + 1).padStart(3, '0')}`;
  const variants: DemoVariant[] = [];
  for (const colorKey of spec.colors) {
    const soldOut = spec.soldOut?.includes(colorKey) === true;
    spec.sizes.forEach((sizeKey, sizeIndex) => {
      const stock = stockFor(rng, sizeIndex, spec.sizes.length);
      variants.push({
        sku: `${prefix}-${colorKey.toUpperCase()}-${sizeKey}`,
        colorKey,
        sizeKey,
        stock: soldOut ? 0 : stock,
      });
    });
  }
  return variants;
}

/** Newest products first in the table get small ages; the rest spread over about a year. */
function createdDaysAgo(key: string, index: number): number {
  if (index % 9 === 0) return 2 + (hashString(key) % 12); // a few brand-new arrivals
  return 20 + (hashString(key) % 340);
}

export const demoProducts: DemoProduct[] = productSpecs.map((spec, index) => ({
  key: spec.key,
  slug: spec.key,
  categoryKey: spec.category,
  shape: spec.shape,
  name: spec.name,
  description: composeDescription(spec.tagline, spec.shape, spec.material),
  material: { ...materials[spec.material] },
  priceMinor: spec.price,
  discountPercent: spec.discount,
  createdDaysAgo: createdDaysAgo(spec.key, index),
  variants: buildVariants(spec, index),
}));

// ---------------------------------------------------------------------------------------------
// Reviews: deterministic picks from written review texts, matched to the kind of product.

function buildReviews(products: readonly DemoProduct[]): DemoReview[] {
  const rng = mulberry32(20_240_601);
  const colorNames = new Map(demoColors.map((c) => [c.key, c.name]));
  const reviews: DemoReview[] = [];
  products.forEach((product, index) => {
    // Roughly four products in five have reviews; the best sellers have the most.
    if (index % 5 === 3) return;
    const count = index < 12 ? randomInt(rng, 3, 6) : randomInt(rng, 1, 4);
    const pool = reviewPools[reviewPoolFor(product.shape, product.categoryKey)];
    const chosen = pickMany(rng, pool, count);
    for (const template of chosen) {
      const variant = product.variants[randomInt(rng, 0, product.variants.length - 1)];
      const color = variant ? colorNames.get(variant.colorKey) : undefined;
      const colorName = color ? color[template.locale] : '';
      const fill = (text: string): string =>
        text.replaceAll('{color}', template.locale === 'en' ? colorName.toLowerCase() : colorName);
      const authors = reviewAuthors[template.locale];
      reviews.push({
        productKey: product.key,
        authorName: authors[randomInt(rng, 0, authors.length - 1)] ?? 'Aalto Swim customer',
        rating: template.rating,
        title: fill(template.title),
        text: fill(template.text),
        locale: template.locale,
        daysAgo: randomInt(rng, 0, Math.max(0, product.createdDaysAgo - 1)),
      });
    }
  });
  return reviews;
}

export const demoReviews: DemoReview[] = buildReviews(demoProducts);

// ---------------------------------------------------------------------------------------------
// Promo codes, delivery, payment.

export const demoPromoCodes: DemoPromoCode[] = [
  {
    code: 'WELCOME10',
    type: 'percentage',
    value: 10,
    minCartMinor: 0,
    validFromDaysAgo: 365,
    validForDays: null,
    usageLimit: null,
    perCustomerLimit: 1,
    redirect: null,
  },
  {
    code: 'SUMMER20',
    type: 'percentage',
    value: 20,
    minCartMinor: 5000,
    validFromDaysAgo: 30,
    validForDays: 120,
    usageLimit: null,
    perCustomerLimit: null,
    redirect: null,
  },
  {
    code: 'FREESHIP',
    type: 'free_delivery',
    value: 0,
    minCartMinor: 0,
    validFromDaysAgo: 60,
    validForDays: null,
    usageLimit: null,
    perCustomerLimit: null,
    redirect: null,
  },
  {
    code: 'MINUS5',
    type: 'fixed',
    value: 500,
    minCartMinor: 3000,
    validFromDaysAgo: 90,
    validForDays: null,
    usageLimit: null,
    perCustomerLimit: null,
    redirect: null,
  },
  {
    code: 'ONCE',
    type: 'percentage',
    value: 15,
    minCartMinor: 0,
    validFromDaysAgo: 10,
    validForDays: null,
    usageLimit: 1,
    perCustomerLimit: 1,
    redirect: null,
  },
  {
    code: 'EXPIRED',
    type: 'percentage',
    value: 25,
    minCartMinor: 0,
    validFromDaysAgo: 90,
    validForDays: 30,
    usageLimit: null,
    perCustomerLimit: null,
    redirect: null,
  },
  {
    code: 'SALE',
    type: 'percentage',
    value: 15,
    minCartMinor: 0,
    validFromDaysAgo: 14,
    validForDays: 60,
    usageLimit: null,
    perCustomerLimit: null,
    redirect: '/catalog/women',
  },
];

export const demoDeliveryMethods: DemoDeliveryMethod[] = [
  {
    code: 'posti-parcel-locker',
    type: 'pickup',
    name: { en: 'Posti parcel locker', ru: 'Пакетомат Posti' },
    description: {
      en: 'Posti takes your parcel to the parcel locker or service point nearest to your address. You get a text message and an e-mail with the place and the code when it arrives; the parcel waits for you for 7 days.',
      ru: 'Posti доставит посылку в ближайший к вашему адресу пакетомат или пункт выдачи. Когда посылка прибудет, вы получите SMS и письмо с адресом и кодом; она хранится 7 дней.',
    },
    zones: [{ countries: [HOME_COUNTRY], priceMinor: 490, minDays: 1, maxDays: 3 }],
    freeFromMinor: 5000,
    maxWeightGrams: 25_000,
  },
  {
    code: 'posti-home',
    type: 'post',
    name: { en: 'Posti home delivery', ru: 'Доставка Posti на дом' },
    description: {
      en: 'Posti brings the parcel to your door at an agreed time in the evening. Outside Finland we ship with Posti’s partners to the Nordic and Baltic countries.',
      ru: 'Posti доставит посылку до двери в согласованное вечернее время. За пределы Финляндии отправляем с партнёрами Posti в страны Северной Европы и Балтии.',
    },
    zones: [
      {
        countries: [HOME_COUNTRY],
        priceMinor: 790,
        minDays: 1,
        maxDays: 3,
        weightRates: [
          { overGrams: 2_000, priceMinor: 990 },
          { overGrams: 5_000, priceMinor: 1490 },
        ],
      },
      {
        countries: NORDIC_BALTIC_EU_COUNTRIES,
        priceMinor: 1290,
        minDays: 3,
        maxDays: 6,
        weightRates: [
          { overGrams: 2_000, priceMinor: 1690 },
          { overGrams: 5_000, priceMinor: 2290 },
        ],
      },
    ],
    freeFromMinor: 8000,
    maxWeightGrams: 30_000,
  },
  {
    code: 'dhl-express',
    type: 'courier',
    name: { en: 'DHL Express courier', ru: 'Курьер DHL Express' },
    description: {
      en: 'Express delivery by DHL courier to any address in the European Union, with tracking and a time-window notice on the day of delivery.',
      ru: 'Экспресс-доставка курьером DHL по любому адресу в Европейском союзе с отслеживанием и уведомлением о временном интервале в день доставки.',
    },
    zones: [
      {
        countries: [HOME_COUNTRY],
        priceMinor: 1490,
        minDays: 1,
        maxDays: 2,
        weightRates: [{ overGrams: 5_000, priceMinor: 1990 }],
        timeSlots: [
          { from: '09:00', to: '12:00' },
          { from: '12:00', to: '15:00' },
          { from: '15:00', to: '18:00' },
          { from: '18:00', to: '21:00' },
        ],
      },
      {
        countries: NORDIC_BALTIC_EU_COUNTRIES,
        priceMinor: 1990,
        minDays: 1,
        maxDays: 3,
        weightRates: [{ overGrams: 5_000, priceMinor: 2590 }],
      },
      {
        countries: OTHER_EU_COUNTRIES,
        priceMinor: 2490,
        minDays: 2,
        maxDays: 4,
        weightRates: [{ overGrams: 5_000, priceMinor: 3290 }],
      },
    ],
    freeFromMinor: null,
    maxWeightGrams: 70_000,
  },
  {
    code: 'store-pickup',
    type: 'pickup',
    name: { en: 'Pickup at our Helsinki store', ru: 'Самовывоз из магазина в Хельсинки' },
    description: {
      en: 'Collect your order for free from our store in Punavuori, Helsinki, usually the next working day. Bring the order number; you can try everything on and pay on the spot.',
      ru: 'Заберите заказ бесплатно в нашем магазине в районе Пунавуори в Хельсинки, обычно на следующий рабочий день. Назовите номер заказа — всё можно примерить и оплатить на месте.',
    },
    zones: [{ countries: [HOME_COUNTRY], priceMinor: 0, minDays: 0, maxDays: 1 }],
    freeFromMinor: null,
    maxWeightGrams: null,
    pickupPoint: {
      name: 'Aalto Swim Helsinki',
      street: 'Fredrikinkatu 27',
      postcode: '00120',
      city: 'Helsinki',
      country: 'FI',
      openingHours: {
        en: 'Mon–Fri 10–19, Sat 10–17, Sun 12–16',
        ru: 'Пн–Пт 10–19, Сб 10–17, Вс 12–16',
      },
    },
  },
];

export const demoPaymentMethods: DemoPaymentMethod[] = [
  {
    code: 'test-card',
    provider: 'test',
    name: { en: 'Card (test gateway)', ru: 'Карта (тестовый шлюз)' },
    description: {
      en: 'Demo payment: you are taken to a test payment page where you can approve or decline the payment. No money is charged.',
      ru: 'Демонстрационная оплата: откроется тестовая платёжная страница, где можно подтвердить или отклонить платёж. Деньги не списываются.',
    },
    online: true,
    deliveryMethodCodes: null,
  },
  {
    code: 'stripe-card',
    provider: 'stripe',
    name: { en: 'Card, Apple Pay, Google Pay (Stripe)', ru: 'Карта, Apple Pay, Google Pay (Stripe)' },
    description: {
      en: 'Pay securely with Visa, Mastercard, American Express, Apple Pay or Google Pay on Stripe’s payment page. We never see or store your card details.',
      ru: 'Безопасная оплата картой Visa, Mastercard, American Express, через Apple Pay или Google Pay на платёжной странице Stripe. Мы не видим и не храним данные вашей карты.',
    },
    online: true,
    deliveryMethodCodes: null,
  },
  {
    code: 'cash-on-pickup',
    provider: 'test',
    name: { en: 'Pay at the store on pickup', ru: 'Оплата в магазине при получении' },
    description: {
      en: 'Pay by cash or card when you collect your order at our Helsinki store.',
      ru: 'Оплатите наличными или картой, когда заберёте заказ в нашем магазине в Хельсинки.',
    },
    online: false,
    deliveryMethodCodes: ['store-pickup'],
  },
];

// ---------------------------------------------------------------------------------------------
// Size charts.

export const demoSizeCharts: DemoSizeChart[] = [
  {
    categoryKey: 'women',
    title: { en: 'Women’s swimwear sizes', ru: 'Размеры женской одежды для плавания' },
    columns: [
      { en: 'EU size', ru: 'Размер EU' },
      { en: 'Bust, cm', ru: 'Обхват груди, см' },
      { en: 'Waist, cm', ru: 'Обхват талии, см' },
      { en: 'Hips, cm', ru: 'Обхват бёдер, см' },
    ],
    rows: [
      { size: 'XS', values: ['34', '80–83', '62–65', '87–90'] },
      { size: 'S', values: ['36', '84–87', '66–69', '91–94'] },
      { size: 'M', values: ['38', '88–91', '70–73', '95–98'] },
      { size: 'L', values: ['40', '92–96', '74–78', '99–103'] },
      { size: 'XL', values: ['42', '97–102', '79–84', '104–109'] },
      { size: 'XXL', values: ['44', '103–108', '85–90', '110–115'] },
    ],
  },
  {
    categoryKey: 'men',
    title: { en: 'Men’s swimwear sizes', ru: 'Размеры мужской одежды для плавания' },
    columns: [
      { en: 'EU size', ru: 'Размер EU' },
      { en: 'Chest, cm', ru: 'Обхват груди, см' },
      { en: 'Waist, cm', ru: 'Обхват талии, см' },
      { en: 'Hips, cm', ru: 'Обхват бёдер, см' },
    ],
    rows: [
      { size: 'XS', values: ['44', '84–87', '70–73', '86–89'] },
      { size: 'S', values: ['46', '88–93', '74–79', '90–95'] },
      { size: 'M', values: ['48–50', '94–99', '80–85', '96–101'] },
      { size: 'L', values: ['52', '100–105', '86–91', '102–107'] },
      { size: 'XL', values: ['54', '106–111', '92–97', '108–113'] },
      { size: 'XXL', values: ['56', '112–117', '98–104', '114–119'] },
    ],
  },
  {
    categoryKey: 'kids',
    title: { en: 'Kids’ swimwear sizes', ru: 'Размеры детской одежды для плавания' },
    columns: [
      { en: 'Height, cm', ru: 'Рост, см' },
      { en: 'Age', ru: 'Возраст' },
      { en: 'Chest, cm', ru: 'Обхват груди, см' },
      { en: 'Waist, cm', ru: 'Обхват талии, см' },
    ],
    rows: [
      { size: '98', values: ['93–98', '2–3', '53', '51'] },
      { size: '104', values: ['99–104', '3–4', '55', '52'] },
      { size: '110', values: ['105–110', '4–5', '57', '53'] },
      { size: '116', values: ['111–116', '5–6', '59', '54'] },
      { size: '122', values: ['117–122', '6–7', '62', '56'] },
      { size: '128', values: ['123–128', '7–8', '65', '58'] },
      { size: '134', values: ['129–134', '8–9', '68', '60'] },
      { size: '140', values: ['135–140', '9–10', '71', '62'] },
      { size: '146', values: ['141–146', '10–11', '74', '64'] },
      { size: '152', values: ['147–152', '11–12', '77', '66'] },
    ],
  },
];

export const demoCatalogue: DemoCatalogue = {
  categories: demoCategories,
  colors: demoColors,
  sizes: demoSizes,
  products: demoProducts,
  reviews: demoReviews,
  promoCodes: demoPromoCodes,
  deliveryMethods: demoDeliveryMethods,
  paymentMethods: demoPaymentMethods,
  sizeCharts: demoSizeCharts,
};
