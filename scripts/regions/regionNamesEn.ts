/**
 * English (pinyin) names of the region data's Chinese names, for the region choosers on English
 * pages (docs/decisions/orders-screens.md "Region names in English"). The stored and sent value stays
 * the Chinese name; this only labels it.
 *
 * A name is its base in pinyin (one word, apostrophe before a syllable starting with a, o or e)
 * and its generic in English: 福田区 Futian District, 涡阳县 Guoyang County, 深圳市 Shenzhen.
 * A one-character base keeps its generic in pinyin, as Chinese romanisation does (单县 Shanxian).
 */
import { pinyin } from 'pinyin-pro';

/** Names whose English is not their transliteration, or that have no generic to split off. */
const WHOLE_NAMES: Readonly<Record<string, string>> = {
  内蒙古自治区: 'Inner Mongolia',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions under the province',
  自治区直辖县级行政区划: 'County-level divisions under the region',
  中沙群岛的岛礁及其海域: 'Zhongsha Islands and their waters',
  保定白沟新城: 'Baigou New City, Baoding',
  乌拉盖管理区管委会: 'Wulagai Administrative Zone',
  华南热作学院: 'South China Academy of Tropical Agricultural Sciences',
  大柴旦行政委员会: 'Dachaidan Administrative Committee',
  松山湖: 'Songshan Lake',
  东莞港: 'Dongguan Port',
  东莞生态园: 'Dongguan Eco-Park',
  呼和浩特市: 'Hohhot',
  乌鲁木齐市: 'Urumqi',
  拉萨市: 'Lhasa',
  哈尔滨市: 'Harbin',
  鄂尔多斯市: 'Ordos',
  日喀则市: 'Shigatse',
  喀什地区: 'Kashgar Prefecture',
  新疆维吾尔自治区: 'Xinjiang',
  神农架林区: 'Shennongjia Forestry District',
  清新区: 'Qingxin District',
};

/**
 * Place names read otherwise than the characters' common reading (polyphonic characters), by
 * their base: the transliteration library reads 涡阳 "Woyang", 乐清 "Leqing", 单县 "Danxian".
 */
const BASE_READINGS: Readonly<Record<string, string>> = {
  涡阳: 'Guoyang',
  乐清: 'Yueqing',
  黄陂: 'Huangpi',
  单: 'Shan',
  重庆: 'Chongqing',
  长沙: 'Changsha',
  厦门: 'Xiamen',
  六安: "Lu'an",
  蚌埠: 'Bengbu',
  番禺: 'Panyu',
  东莞: 'Dongguan',
  六合: 'Luhe',
  郫都: 'Pidu',
  蔚: 'Yu',
  乐亭: 'Laoting',
  尉犁: 'Yuli',
  费: 'Bi',
  都安: "Du'an",
  浚: 'Xun',
  歙: 'She',
  大埔: 'Dabu',
  句容: 'Jurong',
  临朐: 'Linqu',
  洪洞: 'Hongtong',
  繁峙: 'Fanshi',
  东阿: "Dong'e",
  阆中: 'Langzhong',
  莎车: 'Shache',
  铅山: 'Yanshan',
  犍为: 'Qianwei',
  筠连: 'Junlian',
  荥阳: 'Xingyang',
  亳州: 'Bozhou',
  牟平: 'Muping',
  台州: 'Taizhou',
  天台: 'Tiantai',
  丽水: 'Lishui',
  丽江: 'Lijiang',
  长治: 'Changzhi',
  长春: 'Changchun',
  朝阳: 'Chaoyang',
  曲阜: 'Qufu',
  曲靖: 'Qujing',
  大理: 'Dali',
  乐山: 'Leshan',
  乐东: 'Ledong',
  会同: 'Huitong',
  会理: 'Huili',
  会泽: 'Huize',
  枞阳: 'Zongyang',
  巴彦淖尔: 'Bayannur',
  阿拉善: 'Alxa',
  锡林郭勒: 'Xilingol',
  闵行: 'Minhang',
  万柏林: 'Wanbailin',
};

/** Characters whose place-name reading differs from the library's choice (成都 but 三都 "Sandou"). */
const CHARACTER_READINGS: Readonly<Record<string, string>> = {
  都: 'du',
  乐: 'le',
  大: 'da',
  厦: 'xia',
  什: 'shi',
};

/** The ethnic groups named in autonomous areas (民族自治), so the base before them is found. */
const ETHNIC_GROUPS = [
  '蒙古',
  '维吾尔',
  '柯尔克孜',
  '哈萨克',
  '塔吉克',
  '乌孜别克',
  '俄罗斯',
  '塔塔尔',
  '达斡尔',
  '鄂温克',
  '鄂伦春',
  '土家',
  '布依',
  '朝鲜',
  '哈尼',
  '傈僳',
  '拉祜',
  '东乡',
  '纳西',
  '景颇',
  '仫佬',
  '毛南',
  '仡佬',
  '布朗',
  '撒拉',
  '锡伯',
  '阿昌',
  '普米',
  '德昂',
  '保安',
  '裕固',
  '独龙',
  '赫哲',
  '门巴',
  '珞巴',
  '基诺',
  '高山',
  '回',
  '藏',
  '苗',
  '彝',
  '壮',
  '满',
  '侗',
  '瑶',
  '白',
  '傣',
  '黎',
  '佤',
  '畲',
  '水',
  '土',
  '羌',
  '怒',
  '京',
  '各',
];
// A group of two or more characters is sometimes named without 族 (塔什库尔干塔吉克自治县).
const ETHNIC = `(?:(?:${ETHNIC_GROUPS.filter((group) => group.length > 1).join('|')})族?|(?:${ETHNIC_GROUPS.filter((group) => group.length === 1).join('|')})族)`;
const AUTONOMOUS = new RegExp(`^(.+?)(?:${ETHNIC})*自治(区|州|县|旗)$`);

/** Development zones and their kin: the base may name several places (河北唐山芦台). */
const ZONE_GENERICS: readonly (readonly [string, string])[] = [
  ['经济技术开发区', ' Economic and Technological Development Zone'],
  ['高新技术产业开发区', ' High-tech Industrial Development Zone'],
  ['高技术产业开发区', ' High-tech Industrial Development Zone'],
  ['高新技术产业园区', ' High-tech Industrial Park'],
  ['高新技术开发区', ' High-tech Development Zone'],
  ['经济综合实验区', ' Comprehensive Economic Pilot Zone'],
  ['城乡一体化示范区', ' Urban-Rural Integration Demonstration Zone'],
  ['综合改革示范区', ' Comprehensive Reform Demonstration Zone'],
  ['经济开发区', ' Economic Development Zone'],
  ['现代产业园区', ' Modern Industrial Park'],
  ['循环化工园区', ' Circular Chemical Industry Park'],
  ['文化旅游创意园区', ' Cultural Tourism Creative Park'],
  ['工业园区', ' Industrial Park'],
  ['开发区', ' Development Zone'],
  ['示范区', ' Demonstration Zone'],
  ['管理区', ' Administrative Zone'],
  ['新区', ' New Area'],
];

/** Generic endings, longest first, with their English; '' means the name alone (provinces, cities). */
const GENERICS: readonly (readonly [string, string])[] = [
  ['街道', ' Subdistrict'],
  ['群岛', ' Islands'],
  ['地区', ' Prefecture'],
  ['省', ''],
  ['市', ''],
  ['区', ' District'],
  ['县', ' County'],
  ['旗', ' Banner'],
  ['盟', ' League'],
  ['镇', ' Town'],
];

const AUTONOMOUS_GENERICS: Readonly<Record<string, string>> = {
  区: '',
  州: ' Autonomous Prefecture',
  县: ' Autonomous County',
  旗: ' Autonomous Banner',
};

/** Pinyin as one word: syllables joined, an apostrophe before a, o or e, the first letter capital. */
function romanise(chinese: string): string {
  const characters = [...chinese];
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' }).map(
    (syllable, index) => CHARACTER_READINGS[characters[index] ?? ''] ?? syllable,
  );
  const word = syllables
    .map((syllable, index) => (index > 0 && /^[aoe]/.test(syllable) ? `'${syllable}` : syllable))
    .join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

const baseReading = (base: string) => BASE_READINGS[base] ?? romanise(base);

/** Base and generic: a one-character base keeps its generic in pinyin, without the English. */
function withGeneric(base: string, genericChinese: string, genericEnglish: string): string {
  if ([...base].length === 1) return baseReading(base) + romanise(genericChinese).toLowerCase();
  return baseReading(base) + genericEnglish;
}

/** The base of a name: without its generic (市, 区, 县…) or its autonomous ending. */
function baseOf(name: string): string {
  const autonomous = AUTONOMOUS.exec(name);
  if (autonomous?.[1]) return autonomous[1];
  const generic = GENERICS.find(([ending]) => name.endsWith(ending) && name.length > ending.length);
  return generic ? name.slice(0, -generic[0].length) : name;
}

/**
 * A zone's base, cut into the places it names, longest known base first (河北 唐山 芦台); a 市
 * after a place is its generic and dropped (蚌埠市经济开发区).
 */
function placesOf(base: string, known: ReadonlySet<string>): string {
  const words: string[] = [];
  let unknown = '';
  let rest = base;
  while (rest) {
    const place = [...known]
      .filter((one) => one.length > 1 && rest.startsWith(one))
      .sort((a, b) => b.length - a.length)[0];
    if (place) {
      if (unknown) words.push(baseReading(unknown));
      unknown = '';
      words.push(baseReading(place));
      rest = rest.slice(place.length);
      if (rest.startsWith('市')) rest = rest.slice(1);
    } else {
      unknown += rest.charAt(0);
      rest = rest.slice(1);
    }
  }
  if (unknown) words.push(baseReading(unknown));
  return words.join(' ');
}

/** The English name of one Chinese region name; `known` holds the bases of the data's provinces and cities. */
export function englishRegionName(name: string, known: ReadonlySet<string> = new Set()): string {
  const whole = WHOLE_NAMES[name];
  if (whole) return whole;
  const zone = ZONE_GENERICS.find(
    ([ending]) => name.endsWith(ending) && name.length > ending.length,
  );
  if (zone) return placesOf(name.slice(0, -zone[0].length), known) + zone[1];
  const autonomous = AUTONOMOUS.exec(name);
  if (autonomous) {
    const [, base = name, level = '区'] = autonomous;
    return baseReading(base) + (AUTONOMOUS_GENERICS[level] ?? '');
  }
  for (const [generic, english] of GENERICS) {
    if (name.endsWith(generic) && name.length > generic.length)
      return withGeneric(name.slice(0, -generic.length), generic, english);
  }
  return baseReading(name);
}

/** The region data as the choosers read it: province → city → districts. */
export type RegionTree = Record<string, Record<string, string[]>>;

/** Every name of the tree with its English name, in the data's order. */
export function englishRegionNames(tree: RegionTree): Record<string, string> {
  const all: string[] = [];
  for (const [province, cities] of Object.entries(tree)) {
    all.push(province);
    for (const [city, districts] of Object.entries(cities)) all.push(city, ...districts);
  }
  // Zones name provinces and cities (河北唐山芦台); a district's name inside is part of the word.
  const known = new Set(
    [...Object.keys(tree), ...Object.values(tree).flatMap((cities) => Object.keys(cities))].map(
      baseOf,
    ),
  );
  const names: Record<string, string> = {};
  for (const name of all) names[name] ??= englishRegionName(name, known);
  return names;
}
