/**
 * A flow's named scenarios (tests/model/scenarios/<flow>.ts), registered from its machine's
 * model-test file, so that `npm run test:model -- <flow>` runs them with the flow's paths.
 */
import { describe, expect, it } from 'vitest';
import { runScenario, type Flow } from './scenarios';

export function describeScenarios(flow: Flow): void {
  describe(`${flow.name} (named scenarios)`, () => {
    it(`${flow.name} scenarios: every scenario named once`, () => {
      const names = flow.scenarios.map((scenario) => scenario.name);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });

    for (const scenario of flow.scenarios)
      it(`${flow.name} scenario: ${scenario.name}`, () => runScenario(flow, scenario));
  });
}
