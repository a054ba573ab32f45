import { describe, expect, it } from 'vitest';
import names from '../../../src/components/address/regionNamesEn.json';
import { addressLine, type AddressParts } from '../../../src/domain/address';

const english = (name: string) => (names as Record<string, string>)[name] ?? name;

const shenzhen: AddressParts = {
  province: '广东省',
  city: '深圳市',
  district: '福田区',
  address: '福华路 1 号 3 栋',
};

describe('an address on one line', () => {
  it('reads as stored on Chinese pages: regions, then the street address as typed', () => {
    expect(addressLine(shenzhen)).toBe('广东省 深圳市 福田区 福华路 1 号 3 栋');
  });

  it('names the regions in English on English pages, and keeps the street address as typed', () => {
    expect(addressLine(shenzhen, english)).toBe(
      'Guangdong Shenzhen Futian District 福华路 1 号 3 栋',
    );
    expect(
      addressLine({ ...shenzhen, province: '陕西省', city: '西安市', district: '雁塔区' }, english),
    ).toBe("Shaanxi Xi'an Yanta District 福华路 1 号 3 栋");
  });

  it('leaves out an empty part rather than a double space', () => {
    expect(addressLine({ ...shenzhen, district: '' }, english)).toBe(
      'Guangdong Shenzhen 福华路 1 号 3 栋',
    );
    expect(addressLine({ ...shenzhen, address: '' })).toBe('广东省 深圳市 福田区');
  });

  it('keeps a name the table does not know, rather than dropping it', () => {
    expect(addressLine({ ...shenzhen, district: '新设区' }, english)).toBe(
      'Guangdong Shenzhen 新设区 福华路 1 号 3 栋',
    );
  });
});
