import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import {
  getModuleProductList,
  getSolutionList,
  type ContentBlock,
} from '../../../src/api/contract/portal/module';
import { abouReach, type AboutPage } from '../../../src/api/contract/company/about';
import { storage } from '../../../src/lib/storage';
import { renderAppAt, startAppMock } from '../../support/renderApp';

vi.setConfig({ testTimeout: 30_000 });
const WAIT = { timeout: 10_000 };

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

async function dataOf<T>(endpoint: Endpoint, query: Record<string, string>): Promise<T> {
  const answer = await mock.call(endpoint, { query });
  return (answer.body as { data: T }).data;
}

const titlesOf = (blocks: ContentBlock[], ...styles: string[]) =>
  blocks.filter((block) => styles.includes(block.styleName)).map((block) => block.title);

describe('solution page tabs', () => {
  it('shows the introduction first and each tab its own blocks (zh)', async () => {
    const blocks = await dataOf<ContentBlock[]>(getSolutionList, {
      solutionTypeId: 'so11',
      language: 'zh',
    });
    await renderAppAt('/solve?solutionTypeId=so11', 'zh');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['方案介绍', '适用产品', '案例', '服务']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');

    const panel = () => screen.getByRole('tabpanel');
    const headings = () =>
      within(panel())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(headings()).toEqual(titlesOf(blocks, 'introduce', 'Mapping'));

    fireEvent.click(screen.getByRole('tab', { name: '适用产品' }));
    await waitFor(() => expect(headings()).toEqual(titlesOf(blocks, 'produceList')));
    const products = blocks.find((block) => block.styleName === 'produceList')?.productList ?? [];
    expect(
      within(panel())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(products.map((product) => product.productName));

    fireEvent.click(screen.getByRole('tab', { name: '案例' }));
    await waitFor(() => expect(headings()).toEqual(titlesOf(blocks, 'leftImg', 'rightImg')));

    fireEvent.click(screen.getByRole('tab', { name: '服务' }));
    await waitFor(() => expect(headings()).toEqual(titlesOf(blocks, 'fourColWord')));
  });

  it('moves between tabs with the arrow keys and opens the focused one (en)', async () => {
    await renderAppAt('/solve?solutionTypeId=so11_en', 'en');
    const first = screen.getByRole('tab', { name: 'Solution introduction' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: 'Applicable products' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    // Enter on a focused button is a click in the browser.
    fireEvent.click(second);
    await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('tabpanel', { name: 'Applicable products' })).toBeVisible();
  });
});

describe('product series page', () => {
  it('names the page after its first block and renders the blocks sanitized (zh)', async () => {
    const blocks = await dataOf<ContentBlock[]>(getModuleProductList, {
      productTypeId: 'p11',
      language: 'zh',
    });
    const { view } = await renderAppAt('/produceSeries?routerId=p11', 'zh');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(blocks[0]?.title);
    for (const title of titlesOf(blocks, 'produceList', 'fourColWord', 'download')) {
      expect(screen.getByRole('region', { name: title })).toBeVisible();
    }
    // The mock's sanitizer probe (an `onerror` handler in the first block) is neutralised.
    expect(view.container.querySelector('[onerror]')).toBeNull();
    expect((window as { __portalXss?: boolean }).__portalXss).toBeUndefined();
    expect(storage.routerId.get()).toBe('p11');
  });

  it('loads the English page for a Chinese id when English is on, and reopens the stored id', async () => {
    const blocks = await dataOf<ContentBlock[]>(getModuleProductList, {
      productTypeId: 'p11_en',
      language: 'en',
    });
    await renderAppAt('/produceSeries?routerId=p11', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(blocks[0]?.title);
    await renderAppAt('/produceSeries', 'en');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1 }).at(-1)?.textContent).toBe(
        blocks[0]?.title,
      ),
    );
  });
});

describe('about page', () => {
  it('shows the introduction, figures, blocks and the milestones (en)', async () => {
    const about = await dataOf<AboutPage>(abouReach, { language: 'en' });
    await renderAppAt('/reach', 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(about.title);
    expect(screen.getByText(about.slogan)).toBeVisible();
    const intro = screen.getByRole('region', { name: 'Who we are' });
    for (const figure of about.figureList) {
      expect(within(intro).getByText(figure.label)).toBeVisible();
    }
    for (const block of about.blockList) {
      expect(screen.getByRole('region', { name: block.title })).toBeVisible();
    }
    const history = await screen.findByRole('region', { name: 'Our history, 2008 to 2024' }, WAIT);
    expect(within(history).getByText('Reach IoT is founded in Shenzhen')).toBeVisible();
  });
});
