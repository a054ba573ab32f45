/**
 * Every flow's named scenarios (tests/model/scenarios/<flow>.ts), each replayed on its machine
 * as a test named `<flow> scenario: <name>`.
 */
import { describe, expect, it } from 'vitest';
import { checkoutFlow } from './scenarios/checkout';
import { orderAfterSalesFlow } from './scenarios/orderAfterSales';
import { paymentPollingFlow } from './scenarios/paymentPolling';
import { registrationFlow } from './scenarios/registration';
import { sessionFlow } from './scenarios/session';
import { runScenario, type Flow } from './support/scenarios';

const flows: readonly Flow[] = [
  checkoutFlow,
  paymentPollingFlow,
  sessionFlow,
  registrationFlow,
  orderAfterSalesFlow,
];

describe('named scenarios', () => {
  it('names every scenario once', () => {
    const names = flows.flatMap((flow) => flow.scenarios.map((one) => `${flow.name}: ${one.name}`));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  for (const flow of flows)
    for (const scenario of flow.scenarios)
      it(`${flow.name} scenario: ${scenario.name}`, () => runScenario(flow, scenario));
});
