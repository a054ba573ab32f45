/**
 * `npm run test:model -- <flow>` (scripts/testModel.ts): which files a flow's name runs, read
 * from this repository's own tests, and what a name nobody knows gets.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findFlow, modelFlows } from '../../scripts/testModel/modelFlows';

const flows = modelFlows(process.cwd());
const filesOf = (name: string) => {
  const flow = findFlow(flows, name);
  return flow && { name: flow.name, machine: flow.machineTests, screens: flow.screenTests };
};

describe('a flow of npm run test:model', () => {
  it('runs its machine-level model test and the screen-level ones that drive its machine', () => {
    expect(filesOf('checkout')).toEqual({
      name: 'checkout',
      machine: ['tests/model/checkoutMachine.model.test.ts'],
      screens: ['tests/component/orders/checkoutScreens.model.test.tsx'],
    });
    // The payment screens drive the polling machine too; the register screen, the countdown.
    expect(filesOf('paymentPolling')?.screens).toEqual([
      'tests/component/orders/checkoutScreens.model.test.tsx',
    ]);
    expect(filesOf('countdown')?.screens).toEqual([
      'tests/component/account/registerScreen.model.test.tsx',
    ]);
  });

  it('is found by the name a tester types: any case, dashes, "Machine", or a part naming one flow', () => {
    expect(filesOf('payment-polling')?.name).toBe('paymentPolling');
    expect(filesOf('SessionMachine')?.name).toBe('session');
    expect(filesOf('after-sales')?.name).toBe('orderAfterSales');
    // Two flows are carousels: the part names neither.
    expect(filesOf('carousel')).toBeUndefined();
    expect(filesOf('')).toBeUndefined();
  });

  it('leaves no model test out: every file of both levels belongs to a flow', () => {
    const reached = new Set(flows.flatMap((flow) => [...flow.machineTests, ...flow.screenTests]));
    const machineLevel = flows.map((flow) => `tests/model/${flow.name}Machine.model.test.ts`);
    expect(flows.length).toBeGreaterThan(20);
    for (const file of machineLevel) expect(reached).toContain(file);
    for (const screen of [
      'tests/component/account/loginScreen.model.test.tsx',
      'tests/component/account/recoveryScreen.model.test.tsx',
      'tests/component/orders/afterSalesScreens.model.test.tsx',
      'tests/component/programmes/applicationScreen.model.test.tsx',
      'tests/component/session/sessionScreens.model.test.tsx',
    ])
      expect(reached).toContain(screen);
  });

  it('names the flows when asked for one that does not exist, and runs nothing', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/testModel.ts', 'nosuchflow'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('No flow is named "nosuchflow". The flows:');
    expect(run.stderr).toMatch(/^ {2}checkout$/m);
    expect(run.stderr).toMatch(/^ {2}registration$/m);
    expect(run.stdout).not.toContain('RUN');
  }, 30_000);
});
