/** The machine page's query keeps `sim` when it is text of a sane length, and nothing else. */
import { describe, expect, it } from 'vitest';
import {
  machinePageSearch,
  SIM_MAX_LENGTH,
} from '../../../src/features/machineInspector/machinePage/machinePageSearch';

describe('machinePageSearch', () => {
  it('keeps the encoded simulation', () => {
    expect(machinePageSearch({ sim: 'checkout~PLACE_ORDER' })).toEqual({
      sim: 'checkout~PLACE_ORDER',
    });
    expect(machinePageSearch({ sim: 'x'.repeat(SIM_MAX_LENGTH) })).toEqual({
      sim: 'x'.repeat(SIM_MAX_LENGTH),
    });
  });

  it('drops an empty, too long or non-text simulation and any other parameter', () => {
    expect(machinePageSearch({ sim: '' })).toEqual({});
    expect(machinePageSearch({ sim: 'x'.repeat(SIM_MAX_LENGTH + 1) })).toEqual({});
    expect(machinePageSearch({ sim: 42 })).toEqual({});
    expect(machinePageSearch({ other: 'value' })).toEqual({});
  });
});
