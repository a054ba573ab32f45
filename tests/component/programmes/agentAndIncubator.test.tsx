import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAgentList, type Agent } from '../../../src/api/contract/company/cooperate';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startAppMock } from '../../support/renderApp';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

describe('programme pages', { timeout: 30_000 }, () => {
  it('/agent introduces the programme and leads to the agency application', async () => {
    await renderProgrammeRoute('/agent', { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent programme' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What agents receive' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to become an agent' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Apply to become an agent' }).getAttribute('href'),
    ).toBe('/applyAgent');
  });

  it('/agent keeps the signed agents folded and shows them on request', async () => {
    const answer = await mock.call(getAgentList, { query: { language: 'en' } });
    const agents = (answer.body as { data: Agent[] }).data;
    expect(agents.length).toBeGreaterThan(0);
    await renderProgrammeRoute('/agent', { locale: 'en' });
    const show = await screen.findByRole('button', { name: `Show the ${agents.length} agents` });
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(show);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      agents.map((agent) => `${agent.city}${agent.applyPerson}${agent.phoneNumber}`),
    );
    expect(show.getAttribute('aria-expanded')).toBe('true');
  });

  it.each([
    ['zh', '获取代理商失败'],
    ['en', 'Failed to get agents'],
  ] as const)('/agent says so when the agents cannot be had (%s)', async (locale, failed) => {
    await mock.raw('/__mock/scenario', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'http404', path: 'getAgentList', times: 1 }),
    });
    await renderProgrammeRoute('/agent', { locale });
    expect((await screen.findByText(failed)).closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen
        .getByRole('link', {
          name: locale === 'en' ? 'Apply to become an agent' : '申请成为代理商',
        })
        .getAttribute('href'),
    ).toBe('/applyAgent');
  });

  it('/incubator lists the incubators with a register link each, the full one without', async () => {
    await renderProgrammeRoute('/incubator', { locale: 'zh' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(5);
    const first = items[0];
    if (!first) throw new Error('no incubator');
    const name = within(first).getByRole('heading', { level: 2 }).textContent ?? '';
    expect(
      within(first)
        .getByRole('link', { name: `注册入驻：${name}` })
        .getAttribute('href'),
    ).toMatch(/^\/contract\?incubatorId=301$/);
    const last = items[4];
    if (!last) throw new Error('no full incubator');
    expect(within(last).queryByRole('link')).toBeNull();
    expect(within(last).getByText('工位已满：该孵化器暂不接受申请。')).toBeVisible();
  });
});
