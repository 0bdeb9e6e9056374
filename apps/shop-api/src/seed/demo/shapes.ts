import type { GarmentShape, LocalisedText } from './types';

/** Every garment shape, in a stable order. */
export const garmentShapes: readonly GarmentShape[] = [
  'one-piece',
  'bikini',
  'trunks',
  'shorts',
  'goggles',
  'cap',
  'towel',
  'rashguard',
  'dress',
  'fins',
  'bag',
  'kids-suit',
];

/** What a shopper calls the garment: `en` follows the model name, `ru` precedes it. */
export const shapeTypeNames: Record<GarmentShape, LocalisedText> = {
  'one-piece': { en: 'one-piece swimsuit', ru: 'Слитный купальник' },
  bikini: { en: 'bikini', ru: 'Раздельный купальник' },
  trunks: { en: 'swim trunks', ru: 'Плавки' },
  shorts: { en: 'swim shorts', ru: 'Шорты для плавания' },
  goggles: { en: 'swim goggles', ru: 'Очки для плавания' },
  cap: { en: 'swim cap', ru: 'Шапочка для плавания' },
  towel: { en: 'beach towel', ru: 'Пляжное полотенце' },
  rashguard: { en: 'rash guard', ru: 'Рашгард' },
  dress: { en: 'beach dress', ru: 'Пляжное платье' },
  fins: { en: 'training fins', ru: 'Ласты' },
  bag: { en: 'beach bag', ru: 'Пляжная сумка' },
  'kids-suit': { en: 'kids swimsuit', ru: 'Детский купальник' },
};

/** One sentence about how the garment is made, per shape. */
export const shapeFeatures: Record<GarmentShape, LocalisedText> = {
  'one-piece': {
    en: 'A fully lined front, adjustable straps and a medium-cut leg keep it in place for laps as well as lazy afternoons on the dock.',
    ru: 'Передняя часть на подкладке, регулируемые бретели и средний вырез бедра надёжно держат посадку и на дорожке бассейна, и на мостках у озера.',
  },
  bikini: {
    en: 'The top has removable soft cups and adjustable ties, and the mid-rise bottom is lined for a smooth, secure fit.',
    ru: 'Лиф со съёмными мягкими чашечками и регулируемыми завязками, плавки средней посадки на подкладке сидят гладко и надёжно.',
  },
  trunks: {
    en: 'An inner drawcord, a flat-lock stitched waistband and a lined front keep them comfortable through every length of the pool.',
    ru: 'Внутренний шнурок, пояс с плоскими швами и подкладка спереди сохраняют комфорт на каждом отрезке дистанции.',
  },
  shorts: {
    en: 'A quick-dry shell, a soft mesh brief, a drawcord waist and a zipped back pocket for your keys make them ready for beach and pool.',
    ru: 'Быстросохнущая ткань, мягкая сетчатая подкладка, пояс на шнурке и задний карман на молнии для ключей — и на пляж, и в бассейн.',
  },
  goggles: {
    en: 'Anti-fog coated lenses with UV protection, a soft silicone gasket and a split strap with quick-adjust buckles give a leak-free seal.',
    ru: 'Линзы с антизапотевающим покрытием и защитой от УФ, мягкий силиконовый обтюратор и раздвоенный ремешок с быстрой регулировкой не пропускают воду.',
  },
  cap: {
    en: 'Made from stretchy, tear-resistant silicone, it keeps hair drier and cuts drag without pulling.',
    ru: 'Эластичный и прочный силикон лучше защищает волосы от воды и снижает сопротивление, не стягивая голову.',
  },
  towel: {
    en: 'Soft on the skin, highly absorbent and quick to dry in the sun, it folds into a compact square for the bag.',
    ru: 'Мягкое, отлично впитывает влагу и быстро сохнет на солнце, а в сложенном виде компактно помещается в сумку.',
  },
  rashguard: {
    en: 'UPF 50+ fabric, flat seams and long raglan sleeves protect from sun and board rash while letting you move freely.',
    ru: 'Ткань с защитой UPF 50+, плоские швы и длинные рукава реглан защищают от солнца и натирания доской, не сковывая движений.',
  },
  dress: {
    en: 'An easy, breathable cut that slips over a swimsuit and looks just as good at a seaside café.',
    ru: 'Свободный дышащий крой легко надевается поверх купальника и так же уместен в кафе на набережной.',
  },
  fins: {
    en: 'An open-heel foot pocket with a soft rim and a flexible blade build leg strength and kick technique without cramping.',
    ru: 'Калоша с открытой пяткой и мягким бортиком и гибкая лопасть развивают силу ног и технику работы без судорог.',
  },
  bag: {
    en: 'Roomy enough for towels, a change of clothes and a bottle, with an inner zip pocket that keeps your phone dry and sand-free.',
    ru: 'Вмещает полотенца, сменную одежду и бутылку воды, а внутренний карман на молнии защищает телефон от влаги и песка.',
  },
  'kids-suit': {
    en: 'Soft, chlorine-resistant fabric with UPF 50+ protection and no scratchy labels, made for long days of splashing.',
    ru: 'Мягкая, устойчивая к хлору ткань с защитой UPF 50+ и без колючих ярлычков — для долгих дней у воды.',
  },
};

export type MaterialKey =
  | 'recycled'
  | 'chlorine'
  | 'board'
  | 'upf'
  | 'linen'
  | 'viscose'
  | 'goggles'
  | 'silicone'
  | 'rubber'
  | 'canvas'
  | 'mesh'
  | 'drybag'
  | 'terry'
  | 'microfibre'
  | 'kids';

export const materials: Record<MaterialKey, LocalisedText> = {
  recycled: {
    en: '78% recycled polyamide, 22% elastane; lining 100% recycled polyester',
    ru: '78% переработанный полиамид, 22% эластан; подкладка 100% переработанный полиэстер',
  },
  chlorine: {
    en: '100% PBT polyester, chlorine-resistant',
    ru: '100% полиэстер PBT, устойчив к хлору',
  },
  board: {
    en: '92% recycled polyester, 8% elastane; mesh brief 100% polyester',
    ru: '92% переработанный полиэстер, 8% эластан; сетчатая подкладка 100% полиэстер',
  },
  upf: {
    en: '82% recycled polyester, 18% elastane, UPF 50+',
    ru: '82% переработанный полиэстер, 18% эластан, UPF 50+',
  },
  linen: { en: '100% linen', ru: '100% лён' },
  viscose: {
    en: '100% LENZING™ ECOVERO™ viscose',
    ru: '100% вискоза LENZING™ ECOVERO™',
  },
  goggles: {
    en: 'Polycarbonate lenses, silicone gasket and strap, latex-free',
    ru: 'Линзы из поликарбоната, силиконовые обтюратор и ремешок, без латекса',
  },
  silicone: { en: '100% silicone, latex-free', ru: '100% силикон, без латекса' },
  rubber: { en: '100% natural rubber', ru: '100% натуральный каучук' },
  canvas: {
    en: 'Organic cotton canvas, water-repellent recycled polyester lining',
    ru: 'Канвас из органического хлопка, водоотталкивающая подкладка из переработанного полиэстера',
  },
  mesh: {
    en: 'PVC-free polyester mesh, polyamide webbing',
    ru: 'Полиэстеровая сетка без ПВХ, стропы из полиамида',
  },
  drybag: {
    en: 'TPU-coated nylon, welded seams, waterproof',
    ru: 'Нейлон с покрытием TPU, сварные швы, водонепроницаемая',
  },
  terry: {
    en: '100% organic cotton terry, 450 g/m²',
    ru: '100% махровый органический хлопок, 450 г/м²',
  },
  microfibre: {
    en: '80% polyester, 20% polyamide microfibre, 300 g/m²',
    ru: 'Микрофибра: 80% полиэстер, 20% полиамид, 300 г/м²',
  },
  kids: {
    en: '80% recycled polyamide, 20% elastane, UPF 50+',
    ru: '80% переработанный полиамид, 20% эластан, UPF 50+',
  },
};

/** Care sentence added to every description, by material. */
export const careNotes: Record<MaterialKey, LocalisedText> = {
  recycled: {
    en: 'Rinse in cool fresh water after swimming and dry flat in the shade.',
    ru: 'После купания промойте в прохладной пресной воде и сушите в расправленном виде в тени.',
  },
  chlorine: {
    en: 'Built to keep its shape and colour through hundreds of hours in chlorinated pools.',
    ru: 'Сохраняет форму и цвет после сотен часов в хлорированной воде.',
  },
  board: {
    en: 'Machine wash at 30 °C inside out; do not tumble dry.',
    ru: 'Машинная стирка при 30 °C наизнанку, без сушки в барабане.',
  },
  upf: {
    en: 'Machine wash at 30 °C and dry in the shade to keep the sun protection at its best.',
    ru: 'Стирайте при 30 °C и сушите в тени, чтобы защита от солнца служила дольше.',
  },
  linen: {
    en: 'Gets softer with every wash; machine wash at 40 °C.',
    ru: 'Становится мягче с каждой стиркой; машинная стирка при 40 °C.',
  },
  viscose: {
    en: 'Gentle machine wash at 30 °C, iron on low heat.',
    ru: 'Деликатная стирка при 30 °C, гладить при низкой температуре.',
  },
  goggles: {
    en: 'Rinse in fresh water and store in the supplied case; do not wipe the inside of the lenses.',
    ru: 'Промывайте пресной водой и храните в футляре из комплекта; не протирайте линзы изнутри.',
  },
  silicone: {
    en: 'Rinse, dry and dust lightly with talc before storing.',
    ru: 'Промойте, высушите и перед хранением слегка припудрите тальком.',
  },
  rubber: {
    en: 'Rinse after use and keep out of direct sunlight.',
    ru: 'После использования промойте и храните вдали от прямых солнечных лучей.',
  },
  canvas: {
    en: 'Shake out the sand and spot clean with a damp cloth.',
    ru: 'Вытряхните песок и очищайте влажной тканью.',
  },
  mesh: {
    en: 'Rinse with fresh water and hang to dry.',
    ru: 'Промойте пресной водой и повесьте сушиться.',
  },
  drybag: {
    en: 'Wipe clean and store dry with the top unrolled.',
    ru: 'Протрите и храните сухой, с развёрнутым верхом.',
  },
  terry: {
    en: 'Machine wash at 60 °C; wash before first use for full absorbency.',
    ru: 'Машинная стирка при 60 °C; постирайте перед первым использованием, чтобы полотенце лучше впитывало.',
  },
  microfibre: {
    en: 'Packs to a third of a cotton towel and comes with a mesh pouch.',
    ru: 'В сложенном виде втрое меньше хлопкового полотенца, в комплекте сетчатый мешочек.',
  },
  kids: {
    en: 'Rinse in fresh water after the pool or sea and dry in the shade.',
    ru: 'После бассейна или моря промойте в пресной воде и сушите в тени.',
  },
};

export function composeDescription(tagline: LocalisedText, shape: GarmentShape, material: MaterialKey): LocalisedText {
  const feature = shapeFeatures[shape];
  const care = careNotes[material];
  return {
    en: `<p>${tagline.en} ${feature.en} ${care.en}</p>`,
    ru: `<p>${tagline.ru} ${feature.ru} ${care.ru}</p>`,
  };
}

/** A variant's stated size: millimetres and cubic centimetres; null where not stated. */
export interface VariantDimensions {
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  volume_cm3: number | null;
}

const NO_DIMENSIONS: VariantDimensions = { length_mm: null, width_mm: null, height_mm: null, volume_cm3: null };

/** The hard case goggles come in, 170 × 75 × 65 mm. */
const GOGGLES_CASE = { length_mm: 170, width_mm: 75, height_mm: 65 };

/**
 * The stated size of a variant: a towel's from its size (`T70X140`: 70 × 140 cm, flat, so no
 * height or volume), goggles' by their case; other garments state none.
 */
export function variantDimensions(shape: GarmentShape, sizeKey: string): VariantDimensions {
  if (shape === 'goggles') {
    const { length_mm, width_mm, height_mm } = GOGGLES_CASE;
    return { ...GOGGLES_CASE, volume_cm3: Math.round((length_mm * width_mm * height_mm) / 1000) };
  }
  const towel = shape === 'towel' ? /^T(\d+)X(\d+)$/.exec(sizeKey) : null;
  if (towel) return { ...NO_DIMENSIONS, width_mm: Number(towel[1]) * 10, length_mm: Number(towel[2]) * 10 };
  return NO_DIMENSIONS;
}
