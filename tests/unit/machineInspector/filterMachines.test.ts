/** The index's filter: by id, by the summary as shown, by route; case and outer spaces ignored. */
import { describe, expect, it } from 'vitest';
import { filterMachines } from '../../../src/features/machineInspector/metadata/filterMachines';
import { machineFacts } from '../../../src/features/machineInspector/metadata/machineFacts';

const inEnglish = (query: string) =>
  filterMachines(machineFacts, query, (facts) => facts.summary.message).map((facts) => facts.id);

describe('filterMachines', () => {
  it('keeps every machine, in order, for an empty or blank query', () => {
    const all = machineFacts.map((facts) => facts.id);
    expect(inEnglish('')).toEqual(all);
    expect(inEnglish('   ')).toEqual(all);
  });

  it('finds by id, ignoring case and the spaces around', () => {
    expect(inEnglish(' ORDERafter ')).toEqual(['orderAfterSales']);
  });

  it('finds by route, and never a machine that runs on every page by that', () => {
    expect(inEnglish('/buytab').sort()).toEqual(['doubleClickGuard', 'orderAfterSales']);
    expect(inEnglish('/cartView').sort()).toEqual([
      'addressSave',
      'checkout',
      'doubleClickGuard',
      'paymentPolling',
    ]);
  });

  it('finds by the summary as the caller shows it', () => {
    expect(inEnglish('QR').sort()).toEqual(['checkout', 'login', 'paymentPolling', 'wxCodeLogin']);
    const shownAs = (facts: { id: string }) => (facts.id === 'toast' ? '一条提示消息' : '');
    expect(filterMachines(machineFacts, '提示', shownAs).map((facts) => facts.id)).toEqual([
      'toast',
    ]);
  });

  it('finds nothing for words of no machine', () => {
    expect(inEnglish('no such flow')).toEqual([]);
  });
});
