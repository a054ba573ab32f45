import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startProgrammeMock } from './support/mockHttp';

vi.mock('../../../src/api/client', async (importOriginal) =>
  (await import('./support/mockHttp')).mockClientModule(importOriginal),
);

let mock: MockServer;
beforeAll(async () => {
  mock = await startProgrammeMock();
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
