/** Firmware versions as the update check reads them (docs/decisions.md "/updView and /sendDd"). */
import { describe, expect, it } from 'vitest';
import { compareFirmwareVersions, parseFirmwareVersion } from '../../../src/domain/firmware';

describe('parseFirmwareVersion', () => {
  it.each([
    ['1.2.3', [1, 2, 3]],
    [' V10.0.12 ', [10, 0, 12]],
    ['v2.30.4', [2, 30, 4]],
  ])('reads %j', (text, version) => {
    expect(parseFirmwareVersion(text)).toEqual(version);
  });

  it.each(['', '1.2', '1.2.3.4', 'x1.2.3', '1.2.3b', '12345.0.0', 'version 1.2.3'])(
    'refuses %j',
    (text) => {
      expect(parseFirmwareVersion(text)).toBeUndefined();
    },
  );
});

describe('compareFirmwareVersions', () => {
  it('orders by major, then minor, then patch', () => {
    expect(compareFirmwareVersions([2, 0, 0], [1, 9, 9])).toBeGreaterThan(0);
    expect(compareFirmwareVersions([1, 9, 9], [2, 0, 0])).toBeLessThan(0);
    expect(compareFirmwareVersions([1, 3, 0], [1, 2, 9])).toBeGreaterThan(0);
    expect(compareFirmwareVersions([1, 2, 9], [1, 3, 0])).toBeLessThan(0);
    expect(compareFirmwareVersions([1, 2, 4], [1, 2, 3])).toBeGreaterThan(0);
    expect(compareFirmwareVersions([1, 2, 3], [1, 2, 4])).toBeLessThan(0);
    expect(compareFirmwareVersions([1, 2, 3], [1, 2, 3])).toBe(0);
  });
});
