import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guardDescription } from '../../../machines/describeGuards';
import { sessionMachine } from '../../../machines/sessionMachine';
import { SimulationPanel } from '../../../src/features/machineInspector/simulation/SimulationPanel';
import { decodePlan } from '../../../src/features/machineInspector/simulation/simulationPlan';
import { renderWithI18n } from '../../support/renderWithI18n';

/** The machine page's part: the address holds the run, the diagram gets the active states. */
function Page({ seen }: { seen: { encoded: (string | undefined)[]; active: string[][] } }) {
  const [encoded, setEncoded] = useState<string | undefined>();
  return (
    <SimulationPanel
      machine={sessionMachine}
      encoded={encoded}
      onEncodedChange={(next) => {
        seen.encoded.push(next);
        setEncoded(next);
      }}
      onActiveStateIdsChange={(ids) => seen.active.push([...ids])}
    />
  );
}

const leaves = () => screen.getByTestId('simulation-states');

describe('SimulationPanel', () => {
  it('walks a logged-in session through a failed user check to the expired prompt, with a hand-written payload', async () => {
    const user = userEvent.setup();
    const seen = { encoded: [] as (string | undefined)[], active: [] as string[][] };
    await renderWithI18n(<Page seen={seen} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '起始输入' }), '1');
    await user.click(screen.getByRole('button', { name: '开始模拟' }));
    expect(leaves()).toHaveTextContent('session.live.idle');
    expect(seen.active.at(-1)).toEqual(['session', 'session.live', 'session.live.idle']);

    // The payload is the reviewer's own: invalid JSON is said, and nothing can be sent.
    const routeChanged = screen.getByRole('button', { name: 'ROUTE_CHANGED' });
    const payload = screen.getByRole('textbox', { name: 'ROUTE_CHANGED 的载荷（JSON）' });
    await user.clear(payload);
    await user.type(payload, '{{"path": ');
    expect(routeChanged).toBeDisabled();
    expect(routeChanged).toHaveAccessibleDescription('JSON 无效：载荷必须是一个 JSON 对象。');
    await user.clear(payload);
    await user.type(payload, '{{"path": "/loginn"}');
    // The login page itself is not checked: the guards say so, by name and meaning.
    expect(routeChanged).toBeDisabled();
    expect(routeChanged).toHaveAccessibleDescription(
      `被守卫 shouldCheckSession 拒绝：${guardDescription(sessionMachine, 'shouldCheckSession')}` +
        `被守卫 shouldAutoLogin 拒绝：${guardDescription(sessionMachine, 'shouldAutoLogin')}`,
    );
    expect(guardDescription(sessionMachine, 'shouldCheckSession')).toMatch(/login page/);
    await user.clear(payload);
    await user.type(payload, '{{"path": "/userDetail"}');
    expect(routeChanged).toBeEnabled();
    await user.click(routeChanged);
    expect(leaves()).toHaveTextContent('session.live.checkingUser');
    expect(decodePlan(seen.encoded.at(-1)!)?.steps).toEqual([
      { kind: 'send', type: 'ROUTE_CHANGED', choice: { custom: { path: '/userDetail' } } },
    ]);

    // The user check answers code 2: the session has expired.
    const check = screen.getByRole('group', { name: 'getUserInfo' });
    await user.selectOptions(
      within(check).getByRole('combobox', { name: 'getUserInfo 的结果' }),
      '0',
    );
    await user.click(within(check).getByRole('button', { name: '返回结果' }));
    expect(leaves()).toHaveTextContent('session.live.sessionExpired');
    expect(seen.active.at(-1)).toContain('session.live.sessionExpired');
    expect(screen.getByTestId('simulation-log')).toHaveTextContent(
      '（效果：clearStoredSession, reloadView）',
    );
    expect(screen.getByRole('button', { name: 'CONFIRM_EXPIRED' })).toBeEnabled();

    // Step back replays one step fewer; reset goes back to the start with the same input.
    await user.click(screen.getByRole('button', { name: '后退一步' }));
    expect(leaves()).toHaveTextContent('session.live.checkingUser');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(leaves()).toHaveTextContent('session.live.idle');
    expect(decodePlan(seen.encoded.at(-1)!)).toEqual({ machineId: 'session', input: 1, steps: [] });
  });
});
