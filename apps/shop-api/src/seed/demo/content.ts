/**
 * Content pages and shop settings of the demo shop, Aalto Swim Oy in Helsinki, in English and
 * Russian. HTML uses only p, h2, h3, ul/ol/li, a, strong, em and table markup; links are relative
 * (Russian pages link under /ru/) or mailto:/tel:.
 */
import { demoSizeCharts } from './catalogue';
import type { DemoContentPage, DemoSettings, DemoSizeChart, Locale, LocalisedText } from './types';

const COMPANY = 'Aalto Swim Oy';
const BUSINESS_ID = '3245871-0';
const VAT = 'FI32458710';
const STREET = 'Fredrikinkatu 27';
const POSTCODE = '00120';
const CITY = 'Helsinki';
const EMAIL = 'hello@aaltoswim.fi';
const SAFETY_EMAIL = 'safety@aaltoswim.fi';
const PRIVACY_EMAIL = 'privacy@aaltoswim.fi';
const B2B_EMAIL = 'b2b@aaltoswim.fi';
const PARTNERS_EMAIL = 'partners@aaltoswim.fi';
const PHONE = '+358 9 4241 7800';
const PHONE_TEL = '+358942417800';
const WHATSAPP = '+358 40 712 3456';
const WHATSAPP_LINK = 'https://wa.me/358407123456';

export const demoSettings: DemoSettings = {
  companyName: COMPANY,
  businessId: BUSINESS_ID,
  vatNumber: VAT,
  address: { street: STREET, postcode: POSTCODE, city: CITY, country: 'FI' },
  email: EMAIL,
  phone: PHONE,
  hotlinePhone: PHONE,
  whatsapp: WHATSAPP,
  social: {
    facebook: 'https://www.facebook.com/aaltoswim',
    instagram: 'https://www.instagram.com/aaltoswim',
    youtube: 'https://www.youtube.com/@aaltoswim',
    whatsapp: WHATSAPP_LINK,
  },
  b2bUrl: 'https://b2b.aaltoswim.fi',
  currency: { code: 'EUR', sign: '€' },
  country: 'FI',
  defaultLocale: 'en',
  gpsrEnabled: true,
  companyText: {
    en: 'Aalto Swim is a Helsinki swimwear label. We design swimsuits, swim shorts and swimming gear for Nordic lakes, the Baltic Sea and the pool, made from recycled fabrics in small European factories.',
    ru: 'Aalto Swim — бренд одежды для плавания из Хельсинки. Мы создаём купальники, шорты для плавания и снаряжение для северных озёр, Балтийского моря и бассейна из переработанных тканей на небольших европейских фабриках.',
  },
};

/** A link to a storefront page in the page's own language. */
function href(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/ru/' : `/ru${path}`;
}

function link(locale: Locale, path: string, text: string): string {
  return `<a href="${href(locale, path)}">${text}</a>`;
}

const mail = (address: string): string => `<a href="mailto:${address}">${address}</a>`;
const tel = `<a href="tel:${PHONE_TEL}">${PHONE}</a>`;

const address: LocalisedText = {
  en: `${COMPANY}, ${STREET}, ${POSTCODE} ${CITY}, Finland`,
  ru: `${COMPANY}, ${STREET}, ${POSTCODE} ${CITY}, Финляндия`,
};

function sizeTable(chart: DemoSizeChart, locale: Locale): string {
  const head = [locale === 'en' ? 'Size' : 'Размер', ...chart.columns.map((c) => c[locale])]
    .map((c) => `<th>${c}</th>`)
    .join('');
  const body = chart.rows
    .map((row) => `<tr><td><strong>${row.size}</strong></td>${row.values.map((v) => `<td>${v}</td>`).join('')}</tr>`)
    .join('');
  return `<h2>${chart.title[locale]}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function chartsHtml(locale: Locale): string {
  return demoSizeCharts.map((chart) => sizeTable(chart, locale)).join('');
}

function page(
  key: DemoContentPage['key'],
  path: string,
  title: LocalisedText,
  seoDescription: LocalisedText,
  h1: LocalisedText,
  html: (locale: Locale) => string,
): DemoContentPage {
  return { key, path, title, seoDescription, h1, html: { en: html('en'), ru: html('ru') } };
}

const home = page(
  'home',
  '/',
  { en: 'Aalto Swim: Nordic swimwear and swimming gear', ru: 'Aalto Swim: северная одежда для плавания и снаряжение' },
  {
    en: 'Swimsuits, bikinis, swim shorts, rash guards, goggles and towels designed in Helsinki. Free delivery to Posti parcel lockers from 50 €, 14-day returns.',
    ru: 'Купальники, бикини, шорты для плавания, рашгарды, очки и полотенца, созданные в Хельсинки. Бесплатная доставка в пакетоматы Posti от 50 €, возврат в течение 14 дней.',
  },
  { en: 'Swimwear for Nordic waters', ru: 'Одежда для плавания для северных вод' },
  (l) =>
    l === 'en'
      ? `<p><strong>Made for cold lakes, salty seas and early-morning lanes.</strong> Swimsuits, swim shorts and gear designed in Helsinki from recycled fabrics.</p>
<p>${link(l, '/catalog/women', 'Shop women')} · ${link(l, '/catalog/men', 'Shop men')} · ${link(l, '/catalog/kids', 'Shop kids')}</p>
<ul>
<li><strong>Free delivery</strong> to Posti parcel lockers on orders from 50 €</li>
<li><strong>14-day returns</strong>, and free exchanges of size</li>
<li><strong>Recycled fabrics</strong> that keep their shape in chlorine and salt water</li>
</ul>`
      : `<p><strong>Для холодных озёр, солёного моря и утренних заплывов.</strong> Купальники, шорты для плавания и снаряжение, созданные в Хельсинки из переработанных тканей.</p>
<p>${link(l, '/catalog/women', 'Женщинам')} · ${link(l, '/catalog/men', 'Мужчинам')} · ${link(l, '/catalog/kids', 'Детям')}</p>
<ul>
<li><strong>Бесплатная доставка</strong> в пакетоматы Posti при заказе от 50 €</li>
<li><strong>Возврат в течение 14 дней</strong> и бесплатный обмен размера</li>
<li><strong>Переработанные ткани</strong>, которые сохраняют форму в хлорированной и морской воде</li>
</ul>`,
);

const aboutUs = page(
  'about-us',
  '/about-us',
  { en: 'About us', ru: 'О нас' },
  {
    en: 'Aalto Swim is a Helsinki swimwear label founded by two open-water swimmers. Read how we design and make our swimwear.',
    ru: 'Aalto Swim — бренд одежды для плавания из Хельсинки, основанный двумя любителями открытой воды. Узнайте, как мы создаём и шьём нашу одежду.',
  },
  { en: 'About Aalto Swim', ru: 'О бренде Aalto Swim' },
  (l) =>
    l === 'en'
      ? `<p>Aalto means “wave” in Finnish. We started Aalto Swim in 2016 in a small studio in Punavuori, Helsinki, because we could not find swimwear that survived a year of winter swimming, lake sauna evenings and morning lengths at the Yrjönkatu swimming hall.</p>
<h2>How we make our swimwear</h2>
<ul>
<li>Every piece is designed and fitted in Helsinki, on real swimmers of all body types.</li>
<li>Our swimsuits are sewn in family-run factories in Portugal and Lithuania that we visit every season.</li>
<li>Most of our fabrics are made from recycled polyamide and polyester: old fishing nets, carpets and plastic bottles.</li>
<li>We ship in recycled paper packaging without plastic bags.</li>
</ul>
<h2>Visit us</h2>
<p>Our store and studio is at ${STREET}, ${POSTCODE} ${CITY}. Come and try things on, pick up your online order, or just talk about the best lakes for a swim. See ${link(l, '/contacts', 'contacts')} for opening hours.</p>`
      : `<p>«Аалто» по-фински значит «волна». Мы основали Aalto Swim в 2016 году в небольшой студии в районе Пунавуори в Хельсинки, потому что не могли найти купальник, который выдержал бы год зимнего плавания, вечеров в сауне у озера и утренних заплывов в бассейне на Юрьёнкату.</p>
<h2>Как мы шьём нашу одежду</h2>
<ul>
<li>Каждая модель разрабатывается и отшивается в Хельсинки и примеряется на пловцах с самыми разными фигурами.</li>
<li>Купальники шьют семейные фабрики в Португалии и Литве, которые мы посещаем каждый сезон.</li>
<li>Большинство наших тканей сделаны из переработанного полиамида и полиэстера: старых рыболовных сетей, ковров и пластиковых бутылок.</li>
<li>Мы отправляем заказы в упаковке из переработанной бумаги без пластиковых пакетов.</li>
</ul>
<h2>Приходите в гости</h2>
<p>Наш магазин и студия находятся по адресу ${STREET}, ${POSTCODE} ${CITY}. Приходите примерить, забрать интернет-заказ или просто поговорить о лучших озёрах для плавания. Часы работы — на странице ${link(l, '/contacts', 'контактов')}.</p>`,
);

const contacts = page(
  'contacts',
  '/contacts',
  { en: 'Contacts', ru: 'Контакты' },
  {
    en: 'Contact Aalto Swim customer service by e-mail, phone or WhatsApp, or visit our store in Helsinki.',
    ru: 'Свяжитесь со службой поддержки Aalto Swim по электронной почте, телефону или WhatsApp или приходите в наш магазин в Хельсинки.',
  },
  { en: 'Contact us', ru: 'Свяжитесь с нами' },
  (l) =>
    l === 'en'
      ? `<p>We answer e-mails and messages on working days within 24 hours.</p>
<ul>
<li>E-mail: ${mail(EMAIL)}</li>
<li>Phone: ${tel} (Mon–Fri 9–17 EET)</li>
<li>WhatsApp: ${WHATSAPP}</li>
</ul>
<h2>Store and studio</h2>
<p>${address.en}<br>Mon–Fri 10–19, Sat 10–17, Sun 12–16</p>
<h2>Company details</h2>
<p>${COMPANY}, business ID ${BUSINESS_ID}, VAT ${VAT}. Wholesale enquiries: ${mail(B2B_EMAIL)}, see ${link(l, '/distribution', 'distribution')}.</p>`
      : `<p>Мы отвечаем на письма и сообщения в рабочие дни в течение 24 часов.</p>
<ul>
<li>Электронная почта: ${mail(EMAIL)}</li>
<li>Телефон: ${tel} (Пн–Пт 9–17 по хельсинкскому времени)</li>
<li>WhatsApp: ${WHATSAPP}</li>
</ul>
<h2>Магазин и студия</h2>
<p>${address.ru}<br>Пн–Пт 10–19, Сб 10–17, Вс 12–16</p>
<h2>Реквизиты</h2>
<p>${COMPANY}, регистрационный номер ${BUSINESS_ID}, номер плательщика НДС ${VAT}. Оптовые запросы: ${mail(B2B_EMAIL)}, подробнее на странице ${link(l, '/distribution', 'для оптовых партнёров')}.</p>`,
);

const affiliate = page(
  'affiliate',
  '/affiliate',
  { en: 'Affiliate programme', ru: 'Партнёрская программа' },
  {
    en: 'Join the Aalto Swim affiliate programme: 10% commission on sales from your links, 30-day cookie, monthly payouts.',
    ru: 'Станьте партнёром Aalto Swim: 10% комиссии с продаж по вашим ссылкам, cookie на 30 дней, ежемесячные выплаты.',
  },
  { en: 'Affiliate programme', ru: 'Партнёрская программа' },
  (l) =>
    l === 'en'
      ? `<p>Swim coaches, bloggers, triathlon clubs and travel writers: recommend Aalto Swim and earn a commission on every order that comes from your links.</p>
<h2>How it works</h2>
<ol>
<li>Apply by e-mail to ${mail(PARTNERS_EMAIL)} with a link to your site or channel.</li>
<li>You get your personal partner links and a discount code for your audience.</li>
<li>You earn <strong>10% of the order value</strong> (without delivery and VAT) for every order placed within <strong>30 days</strong> of a click on your link.</li>
<li>Commissions are confirmed once the 14-day return period has passed and paid monthly from 50 €.</li>
</ol>
<p>Clicks are only tracked with the visitor’s consent to marketing cookies; see our ${link(l, '/cookies-policy', 'cookies policy')}.</p>`
      : `<p>Тренеры по плаванию, блогеры, клубы триатлона и тревел-авторы: рекомендуйте Aalto Swim и получайте комиссию с каждого заказа по вашим ссылкам.</p>
<h2>Как это работает</h2>
<ol>
<li>Напишите на ${mail(PARTNERS_EMAIL)} и пришлите ссылку на ваш сайт или канал.</li>
<li>Вы получите персональные партнёрские ссылки и промокод для вашей аудитории.</li>
<li>Вы получаете <strong>10% от суммы заказа</strong> (без доставки и НДС) за каждый заказ, оформленный в течение <strong>30 дней</strong> после перехода по вашей ссылке.</li>
<li>Комиссия подтверждается после окончания 14-дневного срока возврата и выплачивается ежемесячно от 50 €.</li>
</ol>
<p>Переходы учитываются только с согласия посетителя на маркетинговые cookie; подробнее в ${link(l, '/cookies-policy', 'политике cookie')}.</p>`,
);

const sizeGuide = page(
  'size-table',
  '/size-guide',
  { en: 'Size guide', ru: 'Таблица размеров' },
  {
    en: 'Find your size: body measurements for Aalto Swim women’s, men’s and kids’ swimwear, and how to measure.',
    ru: 'Подберите размер: мерки для женской, мужской и детской одежды для плавания Aalto Swim и советы, как снять мерки.',
  },
  { en: 'Size guide', ru: 'Таблица размеров' },
  (l) =>
    l === 'en'
      ? `<p>Our sizes follow your body measurements, not the size you usually buy. Measure over your underwear with a soft tape, keeping it snug but not tight.</p>
<ul>
<li><strong>Bust or chest:</strong> around the fullest part, under the arms.</li>
<li><strong>Waist:</strong> around the narrowest part of your torso.</li>
<li><strong>Hips:</strong> around the fullest part of your hips, feet together.</li>
<li><strong>Kids:</strong> measure height without shoes; choose the larger size if between two.</li>
</ul>
${chartsHtml(l)}
<p>Fins are sized by EU shoe size, for example 38-39. Still unsure? Write to ${mail(EMAIL)}, and remember that exchanging a size is free (${link(l, '/delivery-and-returns', 'delivery and returns')}).</p>`
      : `<p>Наши размеры определяются по меркам тела, а не по размеру, который вы обычно покупаете. Измеряйте поверх белья мягкой сантиметровой лентой, плотно, но не затягивая.</p>
<ul>
<li><strong>Обхват груди:</strong> по самым выступающим точкам, под мышками.</li>
<li><strong>Обхват талии:</strong> по самой узкой части туловища.</li>
<li><strong>Обхват бёдер:</strong> по самым выступающим точкам ягодиц, стопы вместе.</li>
<li><strong>Детям:</strong> измерьте рост без обуви; если ребёнок между размерами, выбирайте больший.</li>
</ul>
${chartsHtml(l)}
<p>Размер ласт соответствует европейскому размеру обуви, например 38-39. Сомневаетесь? Напишите на ${mail(EMAIL)} — и помните, что обмен размера бесплатный (${link(l, '/delivery-and-returns', 'доставка и возврат')}).</p>`,
);

const distribution = page(
  'distribution',
  '/distribution',
  { en: 'Wholesale and distribution', ru: 'Оптовые продажи и дистрибуция' },
  {
    en: 'Stock Aalto Swim in your shop, swim school or hotel: wholesale prices, low minimum orders and fast delivery across the EU.',
    ru: 'Продавайте Aalto Swim в своём магазине, школе плавания или отеле: оптовые цены, небольшой минимальный заказ и быстрая доставка по ЕС.',
  },
  { en: 'Wholesale and distribution', ru: 'Оптовые продажи и дистрибуция' },
  (l) =>
    l === 'en'
      ? `<p>We work with sports and swim shops, swimming halls, spas, hotels, swim schools and clubs across the European Union.</p>
<h2>What we offer</h2>
<ul>
<li>Wholesale prices from the first order; the minimum order is <strong>500 €</strong>.</li>
<li>Core colours and sizes in stock all year in our Vantaa warehouse, shipped within 3 working days.</li>
<li>Team and club orders with your logo from 30 pieces.</li>
<li>Product photos, texts and size charts in English, Finnish, Swedish and Russian.</li>
</ul>
<h2>How to start</h2>
<p>Register in our B2B portal at b2b.aaltoswim.fi (linked in the footer) or write to ${mail(B2B_EMAIL)} with your company name, business ID and the kind of shop you run. We reply within two working days.</p>`
      : `<p>Мы сотрудничаем со спортивными магазинами и магазинами для плавания, бассейнами, спа, отелями, школами плавания и клубами по всему Европейскому союзу.</p>
<h2>Что мы предлагаем</h2>
<ul>
<li>Оптовые цены с первого заказа; минимальный заказ — <strong>500 €</strong>.</li>
<li>Основные цвета и размеры круглый год в наличии на складе в Вантаа, отгрузка в течение 3 рабочих дней.</li>
<li>Командные и клубные заказы с вашим логотипом от 30 штук.</li>
<li>Фотографии, описания и таблицы размеров на английском, финском, шведском и русском языках.</li>
</ul>
<h2>Как начать</h2>
<p>Зарегистрируйтесь на нашем B2B-портале b2b.aaltoswim.fi (ссылка в подвале сайта) или напишите на ${mail(B2B_EMAIL)}, указав название компании, регистрационный номер и тип вашего магазина. Мы ответим в течение двух рабочих дней.</p>`,
);

const deliveryAndReturns = page(
  'delivery-and-returns',
  '/delivery-and-returns',
  { en: 'Delivery and returns', ru: 'Доставка и возврат' },
  {
    en: 'Delivery with Posti and DHL Express across the EU, free pickup in Helsinki, free delivery from 50 €, and 14 days to return your order.',
    ru: 'Доставка Posti и DHL Express по ЕС, бесплатный самовывоз в Хельсинки, бесплатная доставка от 50 € и 14 дней на возврат заказа.',
  },
  { en: 'Delivery and returns', ru: 'Доставка и возврат' },
  (l) =>
    l === 'en'
      ? `<h2>Delivery</h2>
<p>Orders placed on working days before 14:00 leave our warehouse the same day.</p>
<table><thead><tr><th>Method</th><th>Where</th><th>Time</th><th>Price</th></tr></thead><tbody>
<tr><td>Posti parcel locker</td><td>Finland</td><td>1–3 working days</td><td>4.90 €, free from 50 €</td></tr>
<tr><td>Posti home delivery</td><td>Finland; Sweden, Denmark, Estonia, Latvia, Lithuania</td><td>1–3; 3–6 working days</td><td>7.90 €; 12.90 €, free from 80 €</td></tr>
<tr><td>DHL Express courier</td><td>European Union</td><td>1–4 working days</td><td>14.90–24.90 €</td></tr>
<tr><td>Pickup at our Helsinki store</td><td>${STREET}, Helsinki</td><td>next working day</td><td>free</td></tr>
</tbody></table>
<h2>Returns</h2>
<p>As an EU consumer you have the right to withdraw from your purchase <strong>within 14 days</strong> of receiving it, without giving a reason. Items must be unworn and unwashed, with the hygiene liner and labels attached.</p>
<ol>
<li>Tell us by e-mail to ${mail(EMAIL)} or with the form in your account, giving the order number.</li>
<li>Send the items back within 14 days of telling us, with the free Posti return code we send you (Finland) or at your own cost (other countries).</li>
<li>We refund the price of the goods and the standard delivery cost to your original payment method within 14 days of receiving the return.</li>
</ol>
<p>Exchanging a size is free: return the item and place a new order, or ask us to swap it. If a product is faulty, you have the rights of the Finnish Consumer Protection Act; contact us and we will repair, replace or refund it.</p>`
      : `<h2>Доставка</h2>
<p>Заказы, оформленные в рабочие дни до 14:00, отправляются со склада в тот же день.</p>
<table><thead><tr><th>Способ</th><th>Куда</th><th>Срок</th><th>Стоимость</th></tr></thead><tbody>
<tr><td>Пакетомат Posti</td><td>Финляндия</td><td>1–3 рабочих дня</td><td>4,90 €, бесплатно от 50 €</td></tr>
<tr><td>Доставка Posti на дом</td><td>Финляндия; Швеция, Дания, Эстония, Латвия, Литва</td><td>1–3; 3–6 рабочих дней</td><td>7,90 €; 12,90 €, бесплатно от 80 €</td></tr>
<tr><td>Курьер DHL Express</td><td>Европейский союз</td><td>1–4 рабочих дня</td><td>14,90–24,90 €</td></tr>
<tr><td>Самовывоз из магазина в Хельсинки</td><td>${STREET}, Хельсинки</td><td>на следующий рабочий день</td><td>бесплатно</td></tr>
</tbody></table>
<h2>Возврат</h2>
<p>Как потребитель в ЕС вы вправе отказаться от покупки <strong>в течение 14 дней</strong> с момента получения без объяснения причин. Товары не должны быть ношеными или стираными, гигиеническая вкладка и ярлыки должны быть на месте.</p>
<ol>
<li>Сообщите нам о возврате по адресу ${mail(EMAIL)} или через форму в личном кабинете, указав номер заказа.</li>
<li>Отправьте товары в течение 14 дней после уведомления: по Финляндии — с бесплатным кодом возврата Posti, который мы пришлём, из других стран — за свой счёт.</li>
<li>Мы вернём стоимость товаров и стандартной доставки тем же способом оплаты в течение 14 дней после получения возврата.</li>
</ol>
<p>Обмен размера бесплатный: верните товар и оформите новый заказ или попросите нас обменять его. Если товар оказался с дефектом, действуют права по финскому Закону о защите прав потребителей: свяжитесь с нами, и мы отремонтируем, заменим товар или вернём деньги.</p>`,
);

const terms = page(
  'terms-and-conditions',
  '/terms-and-conditions',
  { en: 'Terms and conditions', ru: 'Условия продажи' },
  {
    en: 'The terms of sale of the Aalto Swim online shop: orders, prices, payment, delivery, right of withdrawal, warranty and disputes.',
    ru: 'Условия продажи интернет-магазина Aalto Swim: заказы, цены, оплата, доставка, право на отказ, гарантия и споры.',
  },
  { en: 'Terms and conditions', ru: 'Условия продажи' },
  (l) =>
    l === 'en'
      ? `<p>These terms apply to purchases from the online shop of ${COMPANY} (business ID ${BUSINESS_ID}, ${STREET}, ${POSTCODE} ${CITY}, Finland) by consumers.</p>
<h2>1. Orders</h2>
<p>A contract is made when we confirm your order by e-mail. We may cancel an order if a product is out of stock or its price was obviously wrong; any payment is then refunded in full.</p>
<h2>2. Prices</h2>
<p>Prices are in euros and include Finnish VAT (25.5%). Delivery costs are shown at checkout before you pay. Promo codes cannot be exchanged for cash or combined unless stated.</p>
<h2>3. Payment</h2>
<p>See the ${link(l, '/payment-policy', 'payment policy')}. Goods remain our property until they are paid for.</p>
<h2>4. Delivery and right of withdrawal</h2>
<p>Delivery times, the 14-day right of withdrawal and how to return goods are described on ${link(l, '/delivery-and-returns', 'delivery and returns')}.</p>
<h2>5. Defects</h2>
<p>Our products are covered by the statutory liability for defects of the Finnish Consumer Protection Act. Report a defect within a reasonable time of noticing it.</p>
<h2>6. Disputes</h2>
<p>Please contact us first at ${mail(EMAIL)}. You can also refer a dispute to the Finnish Consumer Disputes Board (kuluttajariita.fi) or use the EU Online Dispute Resolution platform. Finnish law applies.</p>`
      : `<p>Настоящие условия применяются к покупкам потребителей в интернет-магазине ${COMPANY} (рег. номер ${BUSINESS_ID}, ${STREET}, ${POSTCODE} ${CITY}, Финляндия).</p>
<h2>1. Заказы</h2>
<p>Договор заключается, когда мы подтверждаем заказ по электронной почте. Мы можем отменить заказ, если товара нет в наличии или его цена была указана с явной ошибкой; в этом случае оплата возвращается полностью.</p>
<h2>2. Цены</h2>
<p>Цены указаны в евро и включают финский НДС (25,5%). Стоимость доставки показывается при оформлении заказа до оплаты. Промокоды нельзя обменять на деньги или суммировать, если не указано иное.</p>
<h2>3. Оплата</h2>
<p>См. ${link(l, '/payment-policy', 'условия оплаты')}. Товар остаётся нашей собственностью до его полной оплаты.</p>
<h2>4. Доставка и право на отказ</h2>
<p>Сроки доставки, 14-дневное право на отказ от покупки и порядок возврата описаны на странице ${link(l, '/delivery-and-returns', 'доставки и возврата')}.</p>
<h2>5. Дефекты</h2>
<p>На наши товары распространяется установленная законом ответственность за дефекты согласно финскому Закону о защите прав потребителей. Сообщите о дефекте в разумный срок после его обнаружения.</p>
<h2>6. Споры</h2>
<p>Пожалуйста, сначала напишите нам на ${mail(EMAIL)}. Вы также можете обратиться в финский Совет по потребительским спорам (kuluttajariita.fi) или воспользоваться платформой ЕС для онлайн-урегулирования споров. Применяется право Финляндии.</p>`,
);

const privacy = page(
  'privacy-policy',
  '/privacy-policy',
  { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
  {
    en: 'How Aalto Swim collects, uses and protects your personal data under the GDPR, and how to exercise your rights.',
    ru: 'Как Aalto Swim собирает, использует и защищает ваши персональные данные в соответствии с GDPR и как воспользоваться своими правами.',
  },
  { en: 'Privacy policy', ru: 'Политика конфиденциальности' },
  (l) =>
    l === 'en'
      ? `<p>${COMPANY} (${address.en}) is the controller of your personal data. Contact: ${mail(PRIVACY_EMAIL)}.</p>
<h2>What we collect and why</h2>
<ul>
<li><strong>Orders:</strong> name, e-mail, phone, delivery address and order history, to deliver your order and meet our accounting duties (contract and legal obligation; kept for 6 years).</li>
<li><strong>Account:</strong> your e-mail, password hash, wish list and reviews, while you keep your account.</li>
<li><strong>Newsletter and analytics:</strong> only with your consent, which you can withdraw at any time.</li>
</ul>
<h2>Who receives your data</h2>
<p>Our delivery partners (Posti, DHL), payment providers (Stripe), our hosting provider in the EU and our e-mail service. We do not sell your data. Data is processed in the EU/EEA; if a provider transfers it elsewhere, EU standard contractual clauses apply.</p>
<h2>Your rights under the GDPR</h2>
<p>You can access, correct or delete your data, object to or restrict its processing, and receive it in a portable format. Write to ${mail(PRIVACY_EMAIL)}. You may also complain to the Finnish Data Protection Ombudsman (tietosuoja.fi).</p>
<p>About cookies, see the ${link(l, '/cookies-policy', 'cookies policy')}.</p>`
      : `<p>Оператором ваших персональных данных является ${COMPANY} (${address.ru}). Контакт: ${mail(PRIVACY_EMAIL)}.</p>
<h2>Какие данные мы собираем и зачем</h2>
<ul>
<li><strong>Заказы:</strong> имя, e-mail, телефон, адрес доставки и история заказов — чтобы доставить заказ и выполнить требования бухгалтерского учёта (договор и требование закона; хранятся 6 лет).</li>
<li><strong>Учётная запись:</strong> ваш e-mail, хеш пароля, список желаний и отзывы — пока у вас есть учётная запись.</li>
<li><strong>Рассылка и аналитика:</strong> только с вашего согласия, которое можно отозвать в любой момент.</li>
</ul>
<h2>Кто получает ваши данные</h2>
<p>Наши партнёры по доставке (Posti, DHL), платёжные провайдеры (Stripe), хостинг-провайдер в ЕС и почтовый сервис. Мы не продаём ваши данные. Данные обрабатываются в ЕС/ЕЭЗ; если провайдер передаёт их за пределы ЕЭЗ, применяются стандартные договорные положения ЕС.</p>
<h2>Ваши права по GDPR</h2>
<p>Вы можете получить доступ к своим данным, исправить или удалить их, возразить против обработки или ограничить её, а также получить данные в переносимом формате. Пишите на ${mail(PRIVACY_EMAIL)}. Вы также можете подать жалобу финскому Уполномоченному по защите данных (tietosuoja.fi).</p>
<p>О файлах cookie читайте в ${link(l, '/cookies-policy', 'политике cookie')}.</p>`,
);

const cookies = page(
  'cookies-policy',
  '/cookies-policy',
  { en: 'Cookies policy', ru: 'Политика cookie' },
  {
    en: 'Which cookies the Aalto Swim shop uses, what for, how long they are kept and how to change your choice.',
    ru: 'Какие файлы cookie использует магазин Aalto Swim, для чего, как долго они хранятся и как изменить свой выбор.',
  },
  { en: 'Cookies policy', ru: 'Политика cookie' },
  (l) =>
    l === 'en'
      ? `<p>Cookies are small text files your browser stores for our site. We use the necessary ones always, and the others only if you agree.</p>
<table><thead><tr><th>Cookie</th><th>Purpose</th><th>Kept for</th></tr></thead><tbody>
<tr><td>jwt</td><td>Keeps you signed in (necessary)</td><td>until you sign out, at most 30 days</td></tr>
<tr><td>cart</td><td>Remembers the items in your cart (necessary)</td><td>30 days</td></tr>
<tr><td>locale</td><td>Remembers your language (necessary)</td><td>365 days</td></tr>
<tr><td>consent</td><td>Remembers your cookie choice (necessary)</td><td>365 days</td></tr>
<tr><td>campaign</td><td>Remembers which partner or campaign sent you (marketing, with consent)</td><td>30 days</td></tr>
</tbody></table>
<p>You can change your choice at any time in your ${link(l, '/profile', 'profile')} or by deleting cookies in your browser. Without consent, campaign data is kept only for the current browser session. More in the ${link(l, '/privacy-policy', 'privacy policy')}.</p>`
      : `<p>Cookie — это небольшие текстовые файлы, которые браузер сохраняет для нашего сайта. Необходимые cookie мы используем всегда, остальные — только с вашего согласия.</p>
<table><thead><tr><th>Cookie</th><th>Назначение</th><th>Срок хранения</th></tr></thead><tbody>
<tr><td>jwt</td><td>Сохраняет вход в учётную запись (необходимый)</td><td>до выхода, не более 30 дней</td></tr>
<tr><td>cart</td><td>Запоминает товары в корзине (необходимый)</td><td>30 дней</td></tr>
<tr><td>locale</td><td>Запоминает язык (необходимый)</td><td>365 дней</td></tr>
<tr><td>consent</td><td>Запоминает ваш выбор по cookie (необходимый)</td><td>365 дней</td></tr>
<tr><td>campaign</td><td>Запоминает партнёра или кампанию, с которой вы пришли (маркетинговый, с согласия)</td><td>30 дней</td></tr>
</tbody></table>
<p>Изменить выбор можно в любой момент в ${link(l, '/profile', 'профиле')} или удалив cookie в браузере. Без согласия данные о кампании хранятся только до конца текущего сеанса. Подробнее — в ${link(l, '/privacy-policy', 'политике конфиденциальности')}.</p>`,
);

const payment = page(
  'payment-policy',
  '/payment-policy',
  { en: 'Payment policy', ru: 'Условия оплаты' },
  {
    en: 'Pay for your Aalto Swim order by card, Apple Pay or Google Pay, or at our Helsinki store on pickup. Secure payments and refunds.',
    ru: 'Оплачивайте заказ Aalto Swim картой, через Apple Pay или Google Pay либо в магазине в Хельсинки при получении. Безопасные платежи и возвраты.',
  },
  { en: 'Payment policy', ru: 'Условия оплаты' },
  (l) =>
    l === 'en'
      ? `<p>All prices are in euros (€) and include VAT.</p>
<h2>Ways to pay</h2>
<ul>
<li><strong>Card, Apple Pay or Google Pay</strong> through Stripe: Visa, Mastercard and American Express. Payments are protected by 3-D Secure.</li>
<li><strong>At the store on pickup:</strong> pay by cash or card when you collect your order in Helsinki.</li>
</ul>
<p>Your card is charged when you place the order. We never see or store your full card details; they are handled by our PCI DSS certified payment provider.</p>
<h2>Refunds</h2>
<p>Refunds go back to the card or account you paid with, within 14 days of us receiving your return (see ${link(l, '/delivery-and-returns', 'delivery and returns')}). Your bank may take a few more days to show them.</p>
<p><em>This is a demo shop: card payments go through a test gateway where you approve or decline the payment yourself, and no money is charged.</em></p>
<p>Questions about a payment: ${mail(EMAIL)}.</p>`
      : `<p>Все цены указаны в евро (€) и включают НДС.</p>
<h2>Способы оплаты</h2>
<ul>
<li><strong>Карта, Apple Pay или Google Pay</strong> через Stripe: Visa, Mastercard и American Express. Платежи защищены технологией 3-D Secure.</li>
<li><strong>В магазине при получении:</strong> наличными или картой, когда забираете заказ в Хельсинки.</li>
</ul>
<p>Оплата списывается при оформлении заказа. Мы не видим и не храним полные данные вашей карты — их обрабатывает платёжный провайдер, сертифицированный по PCI DSS.</p>
<h2>Возврат денег</h2>
<p>Деньги возвращаются на карту или счёт, с которых была оплата, в течение 14 дней после получения нами возврата (см. ${link(l, '/delivery-and-returns', 'доставка и возврат')}). Банку может понадобиться ещё несколько дней, чтобы отразить возврат.</p>
<p><em>Это демонстрационный магазин: оплата картой проходит через тестовый шлюз, где вы сами подтверждаете или отклоняете платёж, и деньги не списываются.</em></p>
<p>Вопросы об оплате: ${mail(EMAIL)}.</p>`,
);

const gpsr = page(
  'gpsr',
  '/gpsr',
  { en: 'Product safety (GPSR)', ru: 'Безопасность продукции (GPSR)' },
  {
    en: 'Product safety information under the EU General Product Safety Regulation (EU) 2023/988: manufacturer, responsible person, warnings and how to report a safety issue.',
    ru: 'Информация о безопасности продукции согласно Регламенту ЕС об общей безопасности продукции (EU) 2023/988: производитель, ответственное лицо, предупреждения и как сообщить о проблеме.',
  },
  { en: 'Product safety information', ru: 'Информация о безопасности продукции' },
  (l) =>
    l === 'en'
      ? `<p>This page gives the information required by the General Product Safety Regulation (EU) 2023/988 for the products sold in this shop.</p>
<h2>Manufacturer and responsible person in the EU</h2>
<p><strong>${COMPANY}</strong>, ${STREET}, ${POSTCODE} ${CITY}, Finland<br>Business ID ${BUSINESS_ID}<br>E-mail: ${mail(SAFETY_EMAIL)}, phone: ${tel}</p>
<p>Aalto Swim products are designed by ${COMPANY} and made for us by contract manufacturers in Portugal and Lithuania. The product name, model number (SKU) and batch are printed on the care label of every item.</p>
<h2>Safety information</h2>
<ul>
<li>Children’s swimwear has no drawstrings or cords in the hood or neck area (EN 14682).</li>
<li>Swimwear, rash guards, caps and fins are <strong>not swimming aids</strong> and do not protect against drowning. Always supervise children in and near water.</li>
<li>Swim goggles are not suitable for diving deeper than 2 m or for protection against impact.</li>
<li>Silicone caps and goggle straps are latex-free. Natural rubber fins contain latex.</li>
<li>Keep small parts such as goggle nose bridges away from children under 3 years.</li>
</ul>
<h2>Report a safety issue</h2>
<p>If you think a product is unsafe, stop using it and contact ${mail(SAFETY_EMAIL)} with the order number and a photo of the care label. Current safety notices and recalls are published on this page; there are none at the moment.</p>`
      : `<p>На этой странице приведена информация, которую требует Регламент ЕС об общей безопасности продукции (EU) 2023/988, для товаров, продаваемых в этом магазине.</p>
<h2>Производитель и ответственное лицо в ЕС</h2>
<p><strong>${COMPANY}</strong>, ${STREET}, ${POSTCODE} ${CITY}, Финляндия<br>Рег. номер ${BUSINESS_ID}<br>E-mail: ${mail(SAFETY_EMAIL)}, телефон: ${tel}</p>
<p>Изделия Aalto Swim разработаны компанией ${COMPANY} и изготовлены для нас контрактными производителями в Португалии и Литве. Название изделия, артикул (SKU) и номер партии указаны на ярлыке по уходу каждого изделия.</p>
<h2>Информация о безопасности</h2>
<ul>
<li>Детская одежда для плавания не имеет шнурков и завязок в области капюшона и шеи (EN 14682).</li>
<li>Купальники, рашгарды, шапочки и ласты <strong>не являются средствами для плавания</strong> и не защищают от утопления. Всегда присматривайте за детьми в воде и у воды.</li>
<li>Очки для плавания не предназначены для ныряния глубже 2 м и не защищают от ударов.</li>
<li>Силиконовые шапочки и ремешки очков не содержат латекса. Ласты из натурального каучука содержат латекс.</li>
<li>Храните мелкие детали, например переносицы очков, в недоступном для детей до 3 лет месте.</li>
</ul>
<h2>Сообщить о проблеме безопасности</h2>
<p>Если вы считаете, что изделие небезопасно, прекратите его использование и напишите на ${mail(SAFETY_EMAIL)}, указав номер заказа и приложив фото ярлыка. Актуальные предупреждения и отзывы продукции публикуются на этой странице; сейчас их нет.</p>`,
);

export const demoContentPages: DemoContentPage[] = [
  home,
  aboutUs,
  contacts,
  affiliate,
  sizeGuide,
  distribution,
  deliveryAndReturns,
  terms,
  privacy,
  cookies,
  payment,
  gpsr,
];

/**
 * The demo's server redirect rules: short addresses for print and social posts, as a shop keeps
 * them (`npm run redirects` adds more). Paths without the language prefix; each language keeps its own.
 */
export const demoRedirectRules: ReadonlyArray<{ from_path: string; to_path: string; status: 301 | 302 }> = [
  { from_path: '/swimsuits', to_path: '/catalog/women/swimsuits', status: 301 },
  { from_path: '/bikinis', to_path: '/catalog/women/bikinis', status: 301 },
];
