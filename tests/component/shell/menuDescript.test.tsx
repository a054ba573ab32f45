import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { switchTestLocale } from '../../support/i18n';
import { render, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { ProductPanel } from '../../../src/shell/megaMenu/ProductPanel';
import { SolutionPanel } from '../../../src/shell/megaMenu/SolutionPanel';
import type { MenuItem } from '../../../src/api/menus';

const item = (id: string, descript: string): MenuItem => ({
  menuId: id,
  menuName: id,
  descript,
  icon: '',
});

function renderInRouter(ui: () => React.ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

beforeAll(() => switchTestLocale('en'));

describe('menu descriptions', () => {
  it('renders the markup of descript sanitized: no script, handler or javascript: link', async () => {
    const evil =
      '<b>RH-X1</b><br>Fast<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>' +
      '<a href="javascript:window.hacked=1">more</a>';
    const { container } = renderInRouter(() => (
      <ProductPanel
        sections={[
          {
            ...item('cat', 'Category'),
            menuList: [{ ...item('series', 'Series'), menuList: [item('RH-X1', evil)] }],
          },
        ]}
        services={[]}
        onNavigate={() => {}}
      />
    ));
    const link = await screen.findByRole('link', { name: /RH-X1/ });
    expect(within(link).getByText('RH-X1').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('shows at most six models of a series', async () => {
    const models = Array.from({ length: 9 }, (_, index) => item(`M${index}`, `<b>M${index}</b>`));
    renderInRouter(() => (
      <ProductPanel
        sections={[
          { ...item('cat', 'Category'), menuList: [{ ...item('series', 'S'), menuList: models }] },
        ]}
        services={[]}
        onNavigate={() => {}}
      />
    ));
    await screen.findByRole('link', { name: 'M0' });
    expect(screen.queryByRole('link', { name: 'M5' })).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'M6' })).toBeNull();
  });

  it('lists device solutions before industry solutions, six to a row', async () => {
    const device = Array.from({ length: 8 }, (_, index) => item(`D${index}`, `Device ${index}`));
    renderInRouter(() => (
      <SolutionPanel
        groups={[
          { ...item('device', ''), menuName: 'Device solutions', menuList: device },
          {
            ...item('industry', ''),
            menuName: 'Industry solutions',
            menuList: [item('I0', 'Water')],
          },
        ]}
        onNavigate={() => {}}
      />
    ));
    const headings = await screen.findAllByRole('heading');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Device solutions',
      'Industry solutions',
    ]);
    const [deviceList] = screen.getAllByRole('list');
    expect(within(deviceList as HTMLElement).getAllByRole('link')).toHaveLength(8);
  });
});
