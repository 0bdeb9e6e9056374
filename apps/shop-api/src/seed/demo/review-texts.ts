/**
 * Review texts the demo catalogue draws from, grouped by kind of product. `{color}` is replaced by
 * the name of a colour the product comes in.
 */
import type { GarmentShape, Locale } from './types';

export interface ReviewTemplate {
  locale: Locale;
  rating: number;
  title: string;
  text: string;
}

export type ReviewPoolKey = 'swim' | 'dress' | 'kids' | 'goggles' | 'cap' | 'fins' | 'bag' | 'towel';

export const reviewAuthors: Record<Locale, readonly string[]> = {
  en: [
    'Emma K.',
    'Laura M.',
    'Aino V.',
    'Mikko L.',
    'Sofia R.',
    'Jenni H.',
    'Oliver P.',
    'Hanna S.',
    'Lucas B.',
    'Elina T.',
    'Mia W.',
    'Johannes N.',
    'Chloe D.',
    'Sanna J.',
    'Tomás G.',
    'Ella F.',
    'Noah A.',
    'Katja E.',
    'Isabel C.',
    'Ville K.',
  ],
  ru: [
    'Анна С.',
    'Ольга П.',
    'Дмитрий К.',
    'Екатерина М.',
    'Мария В.',
    'Алексей Н.',
    'Ирина Л.',
    'Наталья Г.',
    'Сергей Б.',
    'Татьяна Ж.',
    'Юлия Р.',
    'Павел Д.',
    'Светлана Е.',
    'Ксения Т.',
    'Андрей Ф.',
    'Виктория О.',
    'Елена Ч.',
    'Максим З.',
  ],
};

const apparel: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'Perfect fit',
    text: 'I ordered my usual size and it fits like it was made for me. The fabric feels thick and smooth, not see-through even in the {color}.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Even nicer in real life',
    text: 'The {color} is even more beautiful than in the photos. Got lots of compliments on our holiday.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Good quality, runs a bit small',
    text: 'Lovely quality and nicely finished seams. It runs slightly small, so I would go one size up if you are between sizes.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Very comfortable',
    text: 'Comfortable all day and dries quickly. I took off one star because the colour is a touch darker than on my screen.',
  },
  {
    locale: 'en',
    rating: 3,
    title: 'Nice, but the sizing is off',
    text: 'The design and colour are great, but the size chart was not accurate for me. The exchange was easy though.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Fast delivery',
    text: 'Arrived at my parcel locker the next day, well packed and without plastic. Fits true to size.',
  },
  {
    locale: 'en',
    rating: 2,
    title: 'Not for me',
    text: 'The cut did not suit my body shape, and it felt tighter across the hips than I expected. Returning it.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Идеально село',
    text: 'Заказала свой обычный размер, и всё село как влитое. Ткань плотная и приятная, не просвечивает даже в цвете «{color}».',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Вживую ещё лучше',
    text: 'Цвет «{color}» вживую ещё красивее, чем на фото. В отпуске постоянно спрашивали, где купила.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Хорошее качество',
    text: 'Аккуратные швы и приятная ткань. Маломерит примерно на полразмера — если сомневаетесь, берите побольше.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Удобно',
    text: 'Удобно весь день, быстро сохнет. Одна звезда долой: цвет чуть темнее, чем на экране.',
  },
  {
    locale: 'ru',
    rating: 3,
    title: 'Неплохо, но с размером промахнулась',
    text: 'Фасон и цвет отличные, но таблица размеров мне не подошла. Обмен оформили быстро и без вопросов.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Быстрая доставка',
    text: 'Пришло в пакетомат на следующий день, аккуратно упаковано и без лишнего пластика. Размер соответствует.',
  },
  {
    locale: 'ru',
    rating: 1,
    title: 'Разочарована',
    text: 'После второй стирки на швах появились катышки. Ожидала большего за такую цену.',
  },
];

const swim: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'Survives the pool',
    text: 'I swim three times a week and after two months it still looks new. No bagging, no fading.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Stays in place',
    text: 'Finally swimwear that stays put when I dive in. The straps and waistband are spot on.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Great for the lake',
    text: 'Used it all summer at the cottage: sauna, lake, repeat. It dries fast on the line. Would love more colours.',
  },
  {
    locale: 'en',
    rating: 3,
    title: 'OK for the price',
    text: 'Decent, but the lining is thinner than I hoped and the {color} faded a little in the sea.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Bought a second one',
    text: 'Loved it so much that I ordered it again in another colour. Good to know it is made from recycled fabric.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Выдерживает бассейн',
    text: 'Плаваю три раза в неделю, через два месяца выглядит как новый. Не растянулся и не выцвел.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Не сползает',
    text: 'Наконец-то можно прыгать в воду и не поправлять всё после каждого заплыва. Бретели и пояс сидят отлично.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Отлично для дачи',
    text: 'Всё лето на даче: сауна, озеро, снова сауна. Быстро сохнет на верёвке. Хотелось бы больше цветов.',
  },
  {
    locale: 'ru',
    rating: 3,
    title: 'Нормально за свои деньги',
    text: 'В целом неплохо, но подкладка тоньше, чем ожидала, а цвет «{color}» немного выгорел на море.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Купила второй',
    text: 'Так понравился, что заказала ещё один в другом цвете. Приятно, что ткань из переработанных материалов.',
  },
];

const dress: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'My holiday uniform',
    text: 'Wore it over my swimsuit every day of our trip to Crete. Light, airy and it packs without creasing much.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Lovely fabric',
    text: 'Beautiful fabric and a flattering length. Slightly see-through in the sun, which is fine for the beach.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Униформа для отпуска',
    text: 'Носила поверх купальника каждый день на Крите. Лёгкое, воздушное и почти не мнётся в чемодане.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Приятная ткань',
    text: 'Красивая ткань и удачная длина. На солнце слегка просвечивает, но для пляжа это не страшно.',
  },
];

const kids: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'My daughter loves it',
    text: 'She refuses to take it off after swimming lessons. Soft fabric and no itchy labels.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Survived a whole summer',
    text: 'Worn almost daily at the beach and still looks great. The {color} has not faded at all.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Size up',
    text: 'Good quality, but it is a snug fit. Order the next height up if your child is growing fast.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Great sun protection',
    text: 'No sunburn on the shoulders all week in Spain. Easy to put on a wriggly four-year-old.',
  },
  {
    locale: 'en',
    rating: 3,
    title: 'Cute but pricey',
    text: 'Very cute and well made, but a bit expensive for something they outgrow in a year.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Дочка в восторге',
    text: 'После бассейна не хочет снимать. Ткань мягкая, ярлычки не колются.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Пережил всё лето',
    text: 'Носили почти каждый день на пляже, выглядит отлично. Цвет «{color}» совсем не выгорел.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Берите на рост',
    text: 'Качество хорошее, но сидит плотно. Если ребёнок быстро растёт, берите следующий размер.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Хорошо защищает от солнца',
    text: 'Неделю в Испании — и ни одного ожога на плечах. Легко надеть даже на непоседу четырёх лет.',
  },
  {
    locale: 'ru',
    rating: 3,
    title: 'Мило, но дорого',
    text: 'Очень симпатично и качественно, но дороговато для вещи, из которой вырастают за год.',
  },
];

const goggles: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'No leaks, no fog',
    text: 'Finally goggles that do not leak and do not fog up after ten minutes. Comfortable for a full hour of training.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Good, slightly tight',
    text: 'Clear vision and a good seal. The gasket leaves marks around my eyes after long sessions.',
  },
  {
    locale: 'en',
    rating: 2,
    title: 'Fogged after a month',
    text: 'Great at first, but the anti-fog coating wore off after about a month of daily use.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Great value',
    text: 'Bought a pair for the whole family. Easy to adjust and the case is handy.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Не текут и не потеют',
    text: 'Наконец-то очки, которые не пропускают воду и не запотевают через десять минут. Удобно всю часовую тренировку.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Хорошие, но давят',
    text: 'Отличный обзор и хорошая герметичность. После долгой тренировки остаются следы вокруг глаз.',
  },
  {
    locale: 'ru',
    rating: 3,
    title: 'Средне',
    text: 'Линзы чистые, но ремешок постоянно ослабевает, приходится подтягивать.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Отличная цена',
    text: 'Купили всей семье. Легко регулируются, футляр очень кстати.',
  },
];

const cap: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'Does what it should',
    text: 'Easy to put on, does not pull my hair and has not torn after months of use.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Good cap',
    text: 'Keeps most of the water out. A bit tight for my head, but it softened after a few swims.',
  },
  {
    locale: 'en',
    rating: 3,
    title: 'Fine',
    text: 'A cap is a cap. The {color} is nice and bright, so I am easy to spot in the lane.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'То, что нужно',
    text: 'Легко надевается, не дерёт волосы и не порвалась за несколько месяцев.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Хорошая шапочка',
    text: 'Почти не пропускает воду. Сначала казалась тесной, но после пары тренировок разносилась.',
  },
  {
    locale: 'ru',
    rating: 3,
    title: 'Нормально',
    text: 'Шапочка как шапочка. Цвет «{color}» яркий, меня хорошо видно на дорожке.',
  },
];

const fins: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'Great for drills',
    text: 'My kick has improved a lot. The foot pocket is soft and I get no blisters even without socks.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Check the size',
    text: 'Good fins, but they run large. I take EU 39 in shoes and the 38-39 is roomy.',
  },
  {
    locale: 'en',
    rating: 3,
    title: 'Stiff at first',
    text: 'Quite stiff for the first weeks, now fine. The {color} is easy to find in the kit box.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Отлично для упражнений',
    text: 'Работа ног заметно улучшилась. Калоша мягкая, мозолей нет даже без носков.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Внимательно с размером',
    text: 'Хорошие ласты, но большемерят. Ношу обувь 39 размера, и 38-39 свободноваты.',
  },
  {
    locale: 'ru',
    rating: 2,
    title: 'Натирают',
    text: 'Через полчаса начинают натирать подъём стопы. Пришлось покупать неопреновые носки.',
  },
];

const bag: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'Fits everything',
    text: 'Two towels, a change of clothes, snacks and a book, and there is still room. Sturdy handles.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Nice bag',
    text: 'Well made and a lovely {color}. I wish it had an outer pocket for quick access.',
  },
  {
    locale: 'en',
    rating: 5,
    title: 'Used every day',
    text: 'My go-to bag for the swimming hall. Wet things go in and nothing leaks out.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Вмещает всё',
    text: 'Два полотенца, сменная одежда, перекус и книга — и ещё остаётся место. Ручки крепкие.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Хорошая сумка',
    text: 'Качественно сшита, красивый цвет «{color}». Не хватает наружного кармана.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Пользуюсь каждый день',
    text: 'Моя сумка для бассейна. Мокрые вещи внутри, наружу ничего не протекает.',
  },
];

const towel: ReviewTemplate[] = [
  {
    locale: 'en',
    rating: 5,
    title: 'So soft',
    text: 'Thick, soft and really absorbent. It got even softer after washing.',
  },
  {
    locale: 'en',
    rating: 4,
    title: 'Big and beautiful',
    text: 'Huge and the stripes are gorgeous. Takes a while to dry, as thick towels do.',
  },
  {
    locale: 'en',
    rating: 3,
    title: 'Sheds at first',
    text: 'Lost quite a bit of lint in the first two washes, fine after that.',
  },
  {
    locale: 'ru',
    rating: 5,
    title: 'Очень мягкое',
    text: 'Плотное, мягкое и отлично впитывает. После стирки стало ещё мягче.',
  },
  {
    locale: 'ru',
    rating: 4,
    title: 'Большое и красивое',
    text: 'Огромное, полоски красивые. Сохнет долго, но это нормально для плотного полотенца.',
  },
  { locale: 'ru', rating: 5, title: 'Беру в сауну', text: 'Идеально для сауны и озера. Цвет «{color}» не линяет.' },
];

export const reviewPools: Record<ReviewPoolKey, readonly ReviewTemplate[]> = {
  swim: [...apparel, ...swim],
  dress: [...apparel, ...dress],
  kids,
  goggles,
  cap,
  fins,
  bag,
  towel,
};

export function reviewPoolFor(shape: GarmentShape, categoryKey: string): ReviewPoolKey {
  if (categoryKey.startsWith('kids')) return 'kids';
  switch (shape) {
    case 'goggles':
    case 'cap':
    case 'fins':
    case 'bag':
    case 'towel':
      return shape;
    case 'dress':
      return 'dress';
    case 'kids-suit':
      return 'kids';
    default:
      return 'swim';
  }
}
