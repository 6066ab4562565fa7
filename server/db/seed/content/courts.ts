/**
 * Courts of Uzbekistan by region, for the court picker of the statement-of-claim builder.
 *
 * !!! The court names follow the published naming pattern, but the STREET ADDRESSES ARE
 * PLACEHOLDERS written for this seed: they must be verified against the official court sites
 * (sud.uz and the regional court sites) before production. Keep this list editable data. !!!
 *
 * Per region: the regional court (appeal instance), two civil courts (inter-district), two
 * criminal courts (city/district), the economic court and the administrative court; Tashkent city
 * has more.
 */
import type { RegionId, SeedCourt, Text3 } from './types';

interface Town {
  uz: string;
  ru: string;
  /** Russian adjective, masculine: 'Андижанский'. */
  ruAdj: string;
  en: string;
}
type Street = [uz: string, ru: string, en: string];

interface RegionCourts {
  regionId: Exclude<RegionId, 'tashkent-city'>;
  /** Name of the region as it stands before "viloyat sudi" / "областной суд" / "Regional Court". */
  region: Town;
  center: Town;
  second: Town;
  /** Streets in the centre: regional, civil, criminal, economic, administrative courts. */
  streets: [Street, number][];
  /** Street in the second town: civil and criminal courts. */
  secondStreets: [Street, number][];
}

function address(town: Town, [uz, ru, en]: Street, no: number, isCity = true): Text3 {
  return {
    uz: `${town.uz} ${isCity ? 'shahri' : 'tumani'}, ${uz}, ${no}-uy`,
    ru: `г. ${town.ru}, ${ru}, ${no}`,
    en: `${no} ${en}, ${town.en}`,
  };
}

const data: RegionCourts[] = [
  {
    regionId: 'karakalpakstan',
    region: { uz: 'Qoraqalpogʻiston Respublikasi', ru: 'Республики Каракалпакстан', ruAdj: 'Нукусский', en: 'Republic of Karakalpakstan' },
    center: { uz: 'Nukus', ru: 'Нукус', ruAdj: 'Нукусский', en: 'Nukus' },
    second: { uz: 'Beruniy', ru: 'Беруни', ruAdj: 'Берунийский', en: 'Beruniy' },
    streets: [
      [['Berdaq shoh koʻchasi', 'проспект Бердаха', 'Berdakh Avenue'], 41],
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 17],
      [['Qaraqalpaqstan koʻchasi', 'ул. Каракалпакстан', 'Karakalpakstan Street'], 93],
      [['Doʻstlik guzari', 'ул. Дустлик', 'Dustlik Street'], 22],
      [['Toʻraqulov koʻchasi', 'ул. Туракулова', 'Turakulov Street'], 8],
    ],
    secondStreets: [
      [['Al-Beruniy koʻchasi', 'ул. Аль-Беруни', 'Al-Beruni Street'], 14],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 36],
    ],
  },
  {
    regionId: 'andijan',
    region: { uz: 'Andijon', ru: 'Андижанский', ruAdj: 'Андижанский', en: 'Andijan' },
    center: { uz: 'Andijon', ru: 'Андижан', ruAdj: 'Андижанский', en: 'Andijan' },
    second: { uz: 'Asaka', ru: 'Асака', ruAdj: 'Асакинский', en: 'Asaka' },
    streets: [
      [['Navoiy shoh koʻchasi', 'проспект Навои', 'Navoi Avenue'], 28],
      [['Bobur shoh koʻchasi', 'проспект Бабура', 'Babur Avenue'], 56],
      [['Alisher Navoiy koʻchasi', 'ул. Алишера Навои', 'Alisher Navoi Street'], 112],
      [['Fitrat koʻchasi', 'ул. Фитрата', 'Fitrat Street'], 9],
      [['Oltinkoʻl koʻchasi', 'ул. Алтынкуль', 'Oltinkul Street'], 31],
    ],
    secondStreets: [
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 47],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 12],
    ],
  },
  {
    regionId: 'bukhara',
    region: { uz: 'Buxoro', ru: 'Бухарский', ruAdj: 'Бухарский', en: 'Bukhara' },
    center: { uz: 'Buxoro', ru: 'Бухара', ruAdj: 'Бухарский', en: 'Bukhara' },
    second: { uz: 'Gʻijduvon', ru: 'Гиждуван', ruAdj: 'Гиждуванский', en: 'Gijduvan' },
    streets: [
      [['Piridastgir koʻchasi', 'ул. Пиридастгир', 'Piridastgir Street'], 3],
      [['Muhammad Iqbol koʻchasi', 'ул. Мухаммада Икбола', 'Muhammad Iqbol Street'], 40],
      [['Bahouddin Naqshband koʻchasi', 'ул. Бахауддина Накшбанда', 'Bahauddin Naqshband Street'], 77],
      [['Alpomish koʻchasi', 'ул. Алпомиш', 'Alpomish Street'], 18],
      [['Ibn Sino koʻchasi', 'ул. Ибн Сины', 'Ibn Sino Street'], 25],
    ],
    secondStreets: [
      [['Gʻijduvoniy koʻchasi', 'ул. Гиждувани', 'Gijduvani Street'], 21],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 58],
    ],
  },
  {
    regionId: 'jizzakh',
    region: { uz: 'Jizzax', ru: 'Джизакский', ruAdj: 'Джизакский', en: 'Jizzakh' },
    center: { uz: 'Jizzax', ru: 'Джизак', ruAdj: 'Джизакский', en: 'Jizzakh' },
    second: { uz: 'Gʻallaorol', ru: 'Галляарал', ruAdj: 'Галляаральский', en: 'Gallaaral' },
    streets: [
      [['Sharof Rashidov shoh koʻchasi', 'проспект Шарафа Рашидова', 'Sharof Rashidov Avenue'], 44],
      [['Oʻzbekiston koʻchasi', 'ул. Узбекистан', 'Uzbekistan Street'], 15],
      [['Toshkent koʻchasi', 'ул. Ташкентская', 'Tashkent Street'], 62],
      [['Abdulla Qodiriy koʻchasi', 'ул. Абдуллы Кадыри', 'Abdulla Qodiriy Street'], 7],
      [['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 29],
    ],
    secondStreets: [
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 10],
      [['Navroʻz koʻchasi', 'ул. Навруз', 'Navruz Street'], 4],
    ],
  },
  {
    regionId: 'kashkadarya',
    region: { uz: 'Qashqadaryo', ru: 'Кашкадарьинский', ruAdj: 'Кашкадарьинский', en: 'Kashkadarya' },
    center: { uz: 'Qarshi', ru: 'Карши', ruAdj: 'Каршинский', en: 'Karshi' },
    second: { uz: 'Shahrisabz', ru: 'Шахрисабз', ruAdj: 'Шахрисабзский', en: 'Shakhrisabz' },
    streets: [
      [['Mustaqillik shoh koʻchasi', 'проспект Мустакиллик', 'Mustaqillik Avenue'], 11],
      [['Nasaf koʻchasi', 'ул. Насаф', 'Nasaf Street'], 34],
      [['Islom Karimov koʻchasi', 'ул. Ислама Каримова', 'Islam Karimov Street'], 203],
      [['Xonobod koʻchasi', 'ул. Ханабад', 'Khonobod Street'], 16],
      [['Beshkent yoʻli koʻchasi', 'ул. Бешкентская', 'Beshkent Road'], 5],
    ],
    secondStreets: [
      [['Ipak yoʻli koʻchasi', 'ул. Ипак Йули', 'Ipak Yuli Street'], 27],
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 63],
    ],
  },
  {
    regionId: 'navoi',
    region: { uz: 'Navoiy', ru: 'Навоийский', ruAdj: 'Навоийский', en: 'Navoi' },
    center: { uz: 'Navoiy', ru: 'Навои', ruAdj: 'Навоийский', en: 'Navoi' },
    second: { uz: 'Zarafshon', ru: 'Зарафшан', ruAdj: 'Зарафшанский', en: 'Zarafshan' },
    streets: [
      [['Gʻalaba shoh koʻchasi', 'проспект Галаба', 'Galaba Avenue'], 66],
      [['Xalqlar doʻstligi koʻchasi', 'ул. Дружбы народов', 'Khalqlar Dustligi Street'], 19],
      [['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 48],
      [['Ibn Sino koʻchasi', 'ул. Ибн Сины', 'Ibn Sino Street'], 2],
      [['Lutfiy koʻchasi', 'ул. Лутфи', 'Lutfiy Street'], 13],
    ],
    secondStreets: [
      [['Oybek koʻchasi', 'ул. Айбека', 'Oybek Street'], 6],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 23],
    ],
  },
  {
    regionId: 'namangan',
    region: { uz: 'Namangan', ru: 'Наманганский', ruAdj: 'Наманганский', en: 'Namangan' },
    center: { uz: 'Namangan', ru: 'Наманган', ruAdj: 'Наманганский', en: 'Namangan' },
    second: { uz: 'Chust', ru: 'Чуст', ruAdj: 'Чустский', en: 'Chust' },
    streets: [
      [['Uychi koʻchasi', 'ул. Уйчи', 'Uychi Street'], 52],
      [['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 21],
      [['Boburshoh koʻchasi', 'ул. Бобуршох', 'Boburshoh Street'], 74],
      [['Lutfiy koʻchasi', 'ул. Лутфи', 'Lutfiy Street'], 30],
      [['Kosonsoy koʻchasi', 'ул. Касансай', 'Kosonsoy Street'], 11],
    ],
    secondStreets: [
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 15],
      [['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 42],
    ],
  },
  {
    regionId: 'samarkand',
    region: { uz: 'Samarqand', ru: 'Самаркандский', ruAdj: 'Самаркандский', en: 'Samarkand' },
    center: { uz: 'Samarqand', ru: 'Самарканд', ruAdj: 'Самаркандский', en: 'Samarkand' },
    second: { uz: 'Kattaqoʻrgʻon', ru: 'Каттакурган', ruAdj: 'Каттакурганский', en: 'Kattakurgan' },
    streets: [
      [['Mirzo Ulugʻbek koʻchasi', 'ул. Мирзо Улугбека', 'Mirzo Ulugbek Street'], 79],
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 24],
      [['Rudakiy koʻchasi', 'ул. Рудаки', 'Rudaki Street'], 140],
      [['Dagbet koʻchasi', 'ул. Дагбитская', 'Dagbet Street'], 33],
      [['Shohruh Mirzo koʻchasi', 'ул. Шохрух Мирзо', 'Shohrukh Mirzo Street'], 18],
    ],
    secondStreets: [
      [['Ulugʻbek koʻchasi', 'ул. Улугбека', 'Ulugbek Street'], 9],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 71],
    ],
  },
  {
    regionId: 'surkhandarya',
    region: { uz: 'Surxondaryo', ru: 'Сурхандарьинский', ruAdj: 'Сурхандарьинский', en: 'Surkhandarya' },
    center: { uz: 'Termiz', ru: 'Термез', ruAdj: 'Термезский', en: 'Termez' },
    second: { uz: 'Denov', ru: 'Денау', ruAdj: 'Денауский', en: 'Denau' },
    streets: [
      [['At-Termiziy koʻchasi', 'ул. Ат-Термизи', 'At-Termizi Street'], 20],
      [['Alpomish koʻchasi', 'ул. Алпомиш', 'Alpomish Street'], 37],
      [['Islom Karimov koʻchasi', 'ул. Ислама Каримова', 'Islam Karimov Street'], 115],
      [['Barkamol avlod koʻchasi', 'ул. Баркамол авлод', 'Barkamol Avlod Street'], 8],
      [['Al-Hakim at-Termiziy koʻchasi', 'ул. Аль-Хаким ат-Термизи', 'Al-Hakim at-Termizi Street'], 46],
    ],
    secondStreets: [
      [['Sharq koʻchasi', 'ул. Шарк', 'Sharq Street'], 12],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 30],
    ],
  },
  {
    regionId: 'syrdarya',
    region: { uz: 'Sirdaryo', ru: 'Сырдарьинский', ruAdj: 'Сырдарьинский', en: 'Syrdarya' },
    center: { uz: 'Guliston', ru: 'Гулистан', ruAdj: 'Гулистанский', en: 'Gulistan' },
    second: { uz: 'Yangiyer', ru: 'Янгиер', ruAdj: 'Янгиерский', en: 'Yangiyer' },
    streets: [
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 25],
      [['Birlik koʻchasi', 'ул. Бирлик', 'Birlik Street'], 10],
      [['Oʻzbekiston koʻchasi', 'ул. Узбекистан', 'Uzbekistan Street'], 58],
      [['Sayxun koʻchasi', 'ул. Сайхун', 'Saykhun Street'], 3],
      [['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 17],
    ],
    secondStreets: [
      [['Toshkent koʻchasi', 'ул. Ташкентская', 'Tashkent Street'], 19],
      [['Navroʻz koʻchasi', 'ул. Навруз', 'Navruz Street'], 7],
    ],
  },
  {
    regionId: 'tashkent-region',
    region: { uz: 'Toshkent', ru: 'Ташкентский', ruAdj: 'Ташкентский', en: 'Tashkent' },
    center: { uz: 'Nurafshon', ru: 'Нурафшан', ruAdj: 'Нурафшанский', en: 'Nurafshan' },
    second: { uz: 'Chirchiq', ru: 'Чирчик', ruAdj: 'Чирчикский', en: 'Chirchiq' },
    streets: [
      [['Toshkent yoʻli koʻchasi', 'ул. Ташкент йули', 'Toshkent Yuli Street'], 12],
      [['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 8],
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 21],
      [['Yoshlik koʻchasi', 'ул. Ёшлик', 'Yoshlik Street'], 5],
      [['Bogʻishamol koʻchasi', 'ул. Богишамол', 'Bogishamol Street'], 14],
    ],
    secondStreets: [
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 87],
      [['Toshkent koʻchasi', 'ул. Ташкентская', 'Tashkent Street'], 39],
    ],
  },
  {
    regionId: 'fergana',
    region: { uz: 'Fargʻona', ru: 'Ферганский', ruAdj: 'Ферганский', en: 'Fergana' },
    center: { uz: 'Fargʻona', ru: 'Фергана', ruAdj: 'Ферганский', en: 'Fergana' },
    second: { uz: 'Qoʻqon', ru: 'Коканд', ruAdj: 'Кокандский', en: 'Kokand' },
    streets: [
      [['Mustaqillik koʻchasi', 'ул. Мустакиллик', 'Mustaqillik Street'], 19],
      [['Al-Fargʻoniy koʻchasi', 'ул. Аль-Фаргани', 'Al-Fargani Street'], 63],
      [['Marifat koʻchasi', 'ул. Марифат', 'Marifat Street'], 27],
      [['Burhoniddin Margʻinoniy koʻchasi', 'ул. Бурханиддина Маргинани', 'Burhoniddin Marginoni Street'], 50],
      [['Ahmad Fargʻoniy koʻchasi', 'ул. Ахмада Фаргани', 'Ahmad Fargani Street'], 4],
    ],
    secondStreets: [
      [['Turkiston koʻchasi', 'ул. Туркестанская', 'Turkiston Street'], 32],
      [['Istiqlol koʻchasi', 'ул. Истиклол', 'Istiqlol Street'], 16],
    ],
  },
  {
    regionId: 'khorezm',
    region: { uz: 'Xorazm', ru: 'Хорезмский', ruAdj: 'Хорезмский', en: 'Khorezm' },
    center: { uz: 'Urganch', ru: 'Ургенч', ruAdj: 'Ургенчский', en: 'Urgench' },
    second: { uz: 'Xiva', ru: 'Хива', ruAdj: 'Хивинский', en: 'Khiva' },
    streets: [
      [['Al-Xorazmiy koʻchasi', 'ул. Аль-Хорезми', 'Al-Khwarizmi Street'], 15],
      [['Pahlavon Mahmud koʻchasi', 'ул. Пахлавана Махмуда', 'Pahlavon Mahmud Street'], 38],
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 71],
      [['Xonqa koʻchasi', 'ул. Ханкинская', 'Khonqa Street'], 6],
      [['Feruz koʻchasi', 'ул. Феруза', 'Feruz Street'], 22],
    ],
    secondStreets: [
      [['Islom Xoʻja koʻchasi', 'ул. Ислам Ходжи', 'Islam Khoja Street'], 11],
      [['Amir Temur koʻchasi', 'ул. Амира Темура', 'Amir Temur Street'], 28],
    ],
  },
];

function slug(s: string): string {
  return s.toLowerCase().replace(/[ʻʼ']/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function regionCourts(r: RegionCourts): SeedCourt[] {
  const at = (i: number) => r.streets[i]!;
  const at2 = (i: number) => r.secondStreets[i]!;
  const isKk = r.regionId === 'karakalpakstan';
  const c = r.center;
  const s = r.second;
  return [
    {
      id: `${r.regionId}-regional-court`,
      regionId: r.regionId,
      type: 'regional',
      name: isKk
        ? { uz: 'Qoraqalpogʻiston Respublikasi sudi', ru: 'Суд Республики Каракалпакстан', en: 'Court of the Republic of Karakalpakstan' }
        : { uz: `${r.region.uz} viloyat sudi`, ru: `${r.region.ruAdj} областной суд`, en: `${r.region.en} Regional Court` },
      address: address(c, ...at(0)),
    },
    {
      id: `${r.regionId}-${slug(c.en)}-civil`,
      regionId: r.regionId,
      type: 'civil',
      name: { uz: `Fuqarolik ishlari boʻyicha ${c.uz} tumanlararo sudi`, ru: `${c.ruAdj} межрайонный суд по гражданским делам`, en: `${c.en} Inter-District Civil Court` },
      address: address(c, ...at(1)),
    },
    {
      id: `${r.regionId}-${slug(s.en)}-civil`,
      regionId: r.regionId,
      type: 'civil',
      name: { uz: `Fuqarolik ishlari boʻyicha ${s.uz} tumanlararo sudi`, ru: `${s.ruAdj} межрайонный суд по гражданским делам`, en: `${s.en} Inter-District Civil Court` },
      address: address(s, ...at2(0)),
    },
    {
      id: `${r.regionId}-${slug(c.en)}-criminal`,
      regionId: r.regionId,
      type: 'criminal',
      name: { uz: `Jinoyat ishlari boʻyicha ${c.uz} shahar sudi`, ru: `${c.ruAdj} городской суд по уголовным делам`, en: `${c.en} City Criminal Court` },
      address: address(c, ...at(2)),
    },
    {
      id: `${r.regionId}-${slug(s.en)}-criminal`,
      regionId: r.regionId,
      type: 'criminal',
      name: { uz: `Jinoyat ishlari boʻyicha ${s.uz} tuman sudi`, ru: `${s.ruAdj} районный суд по уголовным делам`, en: `${s.en} District Criminal Court` },
      address: address(s, ...at2(1)),
    },
    {
      id: `${r.regionId}-economic`,
      regionId: r.regionId,
      type: 'economic',
      name: isKk
        ? { uz: 'Nukus tumanlararo iqtisodiy sudi', ru: 'Нукусский межрайонный экономический суд', en: 'Nukus Inter-District Economic Court' }
        : { uz: `${r.region.uz} tumanlararo iqtisodiy sudi`, ru: `${r.region.ruAdj} межрайонный экономический суд`, en: `${r.region.en} Inter-District Economic Court` },
      address: address(c, ...at(3)),
    },
    {
      id: `${r.regionId}-administrative`,
      regionId: r.regionId,
      type: 'administrative',
      name: isKk
        ? { uz: 'Nukus tumanlararo maʼmuriy sudi', ru: 'Нукусский межрайонный административный суд', en: 'Nukus Inter-District Administrative Court' }
        : { uz: `${r.region.uz} tumanlararo maʼmuriy sudi`, ru: `${r.region.ruAdj} межрайонный административный суд`, en: `${r.region.en} Inter-District Administrative Court` },
      address: address(c, ...at(4)),
    },
  ];
}

/** Tashkent city: districts as the courts name them. */
const tashkent = (district: [string, string, string], street: Street, no: number): Text3 => ({
  uz: `Toshkent shahri, ${district[0]} tumani, ${street[0]}, ${no}-uy`,
  ru: `г. Ташкент, ${district[1]} район, ${street[1]}, ${no}`,
  en: `${no} ${street[2]}, ${district[2]} District, Tashkent`,
});
const D = {
  mirobod: ['Mirobod', 'Мирабадский', 'Mirabad'],
  yunusobod: ['Yunusobod', 'Юнусабадский', 'Yunusabad'],
  chilonzor: ['Chilonzor', 'Чиланзарский', 'Chilanzar'],
  yakkasaroy: ['Yakkasaroy', 'Яккасарайский', 'Yakkasaray'],
  mirzoUlugbek: ['Mirzo Ulugʻbek', 'Мирзо-Улугбекский', 'Mirzo Ulugbek'],
  shayxontohur: ['Shayxontohur', 'Шайхантахурский', 'Shaykhantakhur'],
} satisfies Record<string, [string, string, string]>;

const tashkentCityCourts: SeedCourt[] = [
  {
    id: 'tashkent-city-court',
    regionId: 'tashkent-city',
    type: 'regional',
    name: { uz: 'Toshkent shahar sudi', ru: 'Ташкентский городской суд', en: 'Tashkent City Court' },
    address: tashkent(D.yakkasaroy, ['Abdulla Qodiriy koʻchasi', 'ул. Абдуллы Кадыри', 'Abdulla Qodiriy Street'], 6),
  },
  {
    id: 'tashkent-city-mirobod-civil',
    regionId: 'tashkent-city',
    type: 'civil',
    name: { uz: 'Fuqarolik ishlari boʻyicha Mirobod tumanlararo sudi', ru: 'Мирабадский межрайонный суд по гражданским делам', en: 'Mirabad Inter-District Civil Court' },
    address: tashkent(D.mirobod, ['Taras Shevchenko koʻchasi', 'ул. Тараса Шевченко', 'Taras Shevchenko Street'], 32),
  },
  {
    id: 'tashkent-city-yunusobod-civil',
    regionId: 'tashkent-city',
    type: 'civil',
    name: { uz: 'Fuqarolik ishlari boʻyicha Yunusobod tumanlararo sudi', ru: 'Юнусабадский межрайонный суд по гражданским делам', en: 'Yunusabad Inter-District Civil Court' },
    address: tashkent(D.yunusobod, ['Amir Temur shoh koʻchasi', 'проспект Амира Темура', 'Amir Temur Avenue'], 119),
  },
  {
    id: 'tashkent-city-chilonzor-civil',
    regionId: 'tashkent-city',
    type: 'civil',
    name: { uz: 'Fuqarolik ishlari boʻyicha Chilonzor tumanlararo sudi', ru: 'Чиланзарский межрайонный суд по гражданским делам', en: 'Chilanzar Inter-District Civil Court' },
    address: tashkent(D.chilonzor, ['Bunyodkor shoh koʻchasi', 'проспект Бунёдкор', 'Bunyodkor Avenue'], 44),
  },
  {
    id: 'tashkent-city-yakkasaroy-civil',
    regionId: 'tashkent-city',
    type: 'civil',
    name: { uz: 'Fuqarolik ishlari boʻyicha Yakkasaroy tumanlararo sudi', ru: 'Яккасарайский межрайонный суд по гражданским делам', en: 'Yakkasaray Inter-District Civil Court' },
    address: tashkent(D.yakkasaroy, ['Shota Rustaveli koʻchasi', 'ул. Шота Руставели', 'Shota Rustaveli Street'], 87),
  },
  {
    id: 'tashkent-city-yunusobod-criminal',
    regionId: 'tashkent-city',
    type: 'criminal',
    name: { uz: 'Jinoyat ishlari boʻyicha Yunusobod tuman sudi', ru: 'Юнусабадский районный суд по уголовным делам', en: 'Yunusabad District Criminal Court' },
    address: tashkent(D.yunusobod, ['Bogʻishamol koʻchasi', 'ул. Богишамол', 'Bogishamol Street'], 21),
  },
  {
    id: 'tashkent-city-chilonzor-criminal',
    regionId: 'tashkent-city',
    type: 'criminal',
    name: { uz: 'Jinoyat ishlari boʻyicha Chilonzor tuman sudi', ru: 'Чиланзарский районный суд по уголовным делам', en: 'Chilanzar District Criminal Court' },
    address: tashkent(D.chilonzor, ['Muqimiy koʻchasi', 'ул. Мукими', 'Muqimiy Street'], 58),
  },
  {
    id: 'tashkent-city-mirzo-ulugbek-criminal',
    regionId: 'tashkent-city',
    type: 'criminal',
    name: { uz: 'Jinoyat ishlari boʻyicha Mirzo Ulugʻbek tuman sudi', ru: 'Мирзо-Улугбекский районный суд по уголовным делам', en: 'Mirzo Ulugbek District Criminal Court' },
    address: tashkent(D.mirzoUlugbek, ['Buyuk Ipak yoʻli koʻchasi', 'ул. Буюк Ипак Йули', 'Buyuk Ipak Yuli Street'], 76),
  },
  {
    id: 'tashkent-city-economic',
    regionId: 'tashkent-city',
    type: 'economic',
    name: { uz: 'Toshkent shahar iqtisodiy sudi', ru: 'Ташкентский городской экономический суд', en: 'Tashkent City Economic Court' },
    address: tashkent(D.mirobod, ['Nukus koʻchasi', 'ул. Нукус', 'Nukus Street'], 63),
  },
  {
    id: 'tashkent-city-administrative',
    regionId: 'tashkent-city',
    type: 'administrative',
    name: { uz: 'Toshkent shahar maʼmuriy sudi', ru: 'Ташкентский городской административный суд', en: 'Tashkent City Administrative Court' },
    address: tashkent(D.shayxontohur, ['Navoiy koʻchasi', 'ул. Навои', 'Navoi Street'], 18),
  },
];

export const courts: SeedCourt[] = [...data.flatMap(regionCourts), ...tashkentCityCourts];

/** Labels of the court types, for the picker. */
export const courtTypeLabels: Record<SeedCourt['type'], Text3> = {
  civil: { uz: 'Fuqarolik ishlari boʻyicha sud', ru: 'Суд по гражданским делам', en: 'Civil court' },
  criminal: { uz: 'Jinoyat ishlari boʻyicha sud', ru: 'Суд по уголовным делам', en: 'Criminal court' },
  economic: { uz: 'Iqtisodiy sud', ru: 'Экономический суд', en: 'Economic court' },
  administrative: { uz: 'Maʼmuriy sud', ru: 'Административный суд', en: 'Administrative court' },
  regional: { uz: 'Viloyat (shahar) sudi', ru: 'Областной (городской) суд', en: 'Regional (city) court' },
};
