import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockServer } from '../../contract/support/mockServer';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { http } from '../../../src/api/client';
import {
  getMenuBanner,
  getProductMenu,
  type MenuSection,
  type MenuType,
} from '../../../src/api/contract/portal/menu';
import type { Banner } from '../../../src/api/contract/portal/home';
import { loadDialog } from '../../../src/components/dialogs/Dialog';
import { startNewPageLife } from '../../../src/lib/oncePerKey';
import { emulateCollapsedScreen, logInAs } from './support/shellSetup';

// The header's parts load lazily, as in the browser: the first load of a chunk takes a while here.
vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 10_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
  // Compiles the lazily loaded parts once, before any test waits for them.
  await Promise.all([
    import('../../../src/shell/megaMenu/TopNav'),
    import('../../../src/shell/megaMenu/MegaPanel'),
    import('../../../src/shell/account/WideControls'),
    import('../../../src/shell/account/UserMenu'),
    import('../../../src/shell/drawer/MenuDrawer'),
    // The drawer is a dialog, whose code loads on its first opening.
    loadDialog(),
  ]);
}, 120_000);
afterAll(() => server.close());
afterEach(() => emulateCollapsedScreen(false));

const header = () => screen.getByRole('banner');

describe('header, logged out', () => {
  it('shows the login and register links and no account dropdown (zh)', async () => {
    await renderAppAt('/homePage', 'zh');
    const top = header();
    expect((await within(top).findByRole('link', { name: '登录' })).getAttribute('href')).toBe(
      '/loginn',
    );
    expect(within(top).getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/register');
    expect(within(top).queryByRole('button', { name: /账户菜单/ })).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists the eight top items in order (en)', async () => {
    await renderAppAt('/homePage', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    expect(names).toEqual([
      'Products',
      'Solutions',
      'Developer',
      'Intelligent platform',
      'Shop',
      'Support',
      'Cooperation',
      'About',
    ]);
  });

  it('warns and goes to login when the intelligent platform is asked for', async () => {
    const user = userEvent.setup();
    const { router } = await renderAppAt('/homePage', 'zh');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    await user.click(within(nav).getByRole('link', { name: '智能平台' }));
    expect((await screen.findByRole('alert')).textContent).toContain('请先登录');
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginn'));
  });
});

describe('header, logged in', () => {
  it('shows the nickname whose dropdown leads to the account pages (en)', async () => {
    const user = userEvent.setup();
    logInAs(server, 'Ada');
    const { router } = await renderAppAt('/homePage', 'en');
    expect(within(header()).queryByRole('link', { name: 'Log in' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My information', 'Change password', 'Purchased', 'Shopping cart', 'Quit']);
    // The pointer moves onto the item, as a hand would: jsdom has no layout, so each of
    // user-event's moves is to (0, 0), where Zag's focus tracking ignores a second one; after the
    // menu had taken the focus, the item was never highlighted and the click selected nothing.
    const item = within(menu).getByRole('menuitem', { name: 'Change password' });
    await user.pointer({ target: item, coords: { clientX: 1, clientY: 1 } });
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/userDetail'));
    expect(router.state.location.searchStr).toBe('?changepwd=true');
  });

  it('opens the intelligent platform in a new window', async () => {
    logInAs(server, 'Ada');
    await renderAppAt('/homePage', 'en');
    const link = within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole(
      'link',
      { name: 'Intelligent platform' },
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toContain('/smart');
  });
});

describe('mega-menu', () => {
  it('opens at once from the keyboard and Escape closes it, focus back on its item', async () => {
    const user = userEvent.setup();
    await renderAppAt('/homePage', 'en');
    const products = await screen.findByRole('button', { name: 'Products', expanded: false });
    products.focus();
    await user.keyboard('{Enter}');
    expect(products.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(products.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    await within(panel as HTMLElement).findByRole('link', { name: 'Cellular Modules' });
    await user.keyboard('{Escape}');
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(products);

    const solutions = screen.getByRole('button', { name: 'Solutions' });
    solutions.focus();
    await user.keyboard('{ArrowDown}');
    expect(solutions.getAttribute('aria-expanded')).toBe('true');
    const solutionPanel = document.getElementById(solutions.getAttribute('aria-controls') ?? '');
    const [device, industry] = await within(solutionPanel as HTMLElement).findAllByRole('heading');
    expect([device?.textContent, industry?.textContent]).toEqual([
      'Device Solutions',
      'Industry Solutions',
    ]);
  });

  it('a click after the pointer opened the panel keeps it open; the next click closes it', async () => {
    const user = userEvent.setup();
    await renderAppAt('/homePage', 'en');
    const support = await screen.findByRole('button', { name: 'Support', expanded: false });
    await user.hover(support);
    // The hover delay (spec §9) opens the panel while the pointer rests on the item.
    await waitFor(() => expect(support.getAttribute('aria-expanded')).toBe('true'));
    await user.click(support);
    expect(support.getAttribute('aria-expanded')).toBe('true');
    await user.click(support);
    expect(support.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows at most six models per series, as links to their pages', async () => {
    const user = userEvent.setup();
    await renderAppAt('/homePage', 'en');
    await user.click(await screen.findByRole('button', { name: 'Products' }));
    const products = screen.getByRole('button', { name: 'Products' });
    const panel = document.getElementById(products.getAttribute('aria-controls') ?? '');
    const series = await within(panel as HTMLElement).findByRole('heading', {
      name: 'NB-IoT Modules',
    });
    const models = within(series.parentElement as HTMLElement).getAllByRole('listitem');
    expect(models.length).toBeLessThanOrEqual(6);
    expect(models.length).toBeGreaterThan(0);
    const first = within(models[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toMatch(/^\/produceSeries\?routerId=/);
  });
});

describe('mega-menu adverts', () => {
  const bannerOf = async (type: MenuType, menuId: string) =>
    (
      (await server.call(getMenuBanner, { query: { type, menuId } })).body as {
        data: Banner;
      }
    ).data;

  it('shows the advert of the solution group pointed at', async () => {
    const user = userEvent.setup();
    await renderAppAt('/homePage', 'en');
    const solutions = await screen.findByRole('button', { name: 'Solutions' });
    solutions.focus();
    await user.keyboard('{ArrowDown}');
    const panel = document.getElementById(solutions.getAttribute('aria-controls') ?? '')!;
    const [device, industry] = await within(panel).findAllByRole('heading');
    const deviceAdvert = await bannerOf('solution', 'so1_en');
    expect(
      (await within(panel).findByRole('link', { name: deviceAdvert.adTitle })).getAttribute('href'),
    ).toBe(`#${deviceAdvert.adLink}`);
    await user.hover(industry!.parentElement!);
    const industryAdvert = await bannerOf('solution', 'so2_en');
    await within(panel).findByRole('link', { name: industryAdvert.adTitle });
    expect(device?.textContent).toBe('Device Solutions');
  });

  it('shows the advert of the category pointed at, asked only once a panel opens', async () => {
    // A page of its own: the adverts are asked once per page life, and another test may have
    // pointed at these categories already.
    startNewPageLife();
    const requests = vi.spyOn(http, 'request');
    const asked = () =>
      requests.mock.calls
        .filter(([path]) => path === getMenuBanner.path)
        .map(([, options]) => options?.query?.menuId);
    const user = userEvent.setup();
    const menu = (await server.call(getProductMenu, { query: { language: 'en' } })).body as {
      data: MenuSection[];
    };
    const [first, second] = menu.data;
    if (!first || !second) throw new Error('the product menu has fewer than two categories');
    await renderAppAt('/homePage', 'en');
    const products = await screen.findByRole('button', { name: 'Products' });
    expect(asked()).toEqual([]);

    await user.click(products);
    const panel = document.getElementById(products.getAttribute('aria-controls') ?? '')!;
    const firstAdvert = await bannerOf('product', first.menuId);
    const advert = await within(panel).findByRole('link', { name: firstAdvert.adTitle });
    expect(advert.getAttribute('href')).toBe(`#${firstAdvert.adLink}`);

    await user.hover(within(panel).getByRole('link', { name: second.menuName }));
    const secondAdvert = await bannerOf('product', second.menuId);
    await within(panel).findByRole('link', { name: secondAdvert.adTitle });
    expect(within(panel).queryByRole('link', { name: firstAdvert.adTitle })).toBeNull();
    // Asked as the panel showed each category.
    expect(asked()).toEqual([first.menuId, second.menuId]);
    requests.mockRestore();
  });
});

describe('collapsed menu', () => {
  it('replaces the top menu with a drawer on narrow screens (zh)', async () => {
    emulateCollapsedScreen(true);
    const user = userEvent.setup();
    await renderAppAt('/homePage', 'zh');
    expect(within(header()).queryByRole('navigation', { name: '主菜单' })).toBeNull();
    await user.click(within(header()).getByRole('button', { name: '菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    expect(within(drawer).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/loginn');
    // The other language is offered, not chosen; the list comes with the server's languages,
    // which may arrive after the drawer has opened.
    expect(await within(drawer).findByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
