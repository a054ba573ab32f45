/**
 * The interactions whose latency the bench measures and budgets, each on a freshly loaded page
 * (its first time: code that loads on demand, a dialog's or the viewer's, is part of it, as a
 * customer feels it). Pages open in English (`locale` stored before the load) so the elements are
 * found by their English roles and names (src/locales/en/); a change of wording fails the bench.
 */
import type { Page } from 'playwright-core';

export interface Interaction {
  /** Short, stable name used in reports and budgets. */
  name: string;
  /** What the customer does, for the report. */
  what: string;
  hash: `#/${string}`;
  /** Opened logged in as the mock's demo user. */
  loggedIn?: true;
  /** Gets the page to the moment before the input; not measured. */
  prepare?(page: Page): Promise<void>;
  /** The input itself: real input events through Playwright. */
  act(page: Page): Promise<void>;
  /** Resolves once the customer sees the interaction's outcome, so a click on nothing fails. */
  outcome(page: Page): Promise<void>;
}

const mainMenuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Products' });
const languageItem = (page: Page) => page.getByRole('menuitemradio', { name: '中文' });
const completedTab = (page: Page) => page.getByRole('tab', { name: 'Completed', exact: true });
const enlargeButton = (page: Page) =>
  page.getByRole('button', { name: /^Enlarge the picture/ }).first();

export const interactions: readonly Interaction[] = [
  {
    name: 'mega menu',
    what: "open the header's Products menu (Enter on its focused button)",
    hash: '#/homePage',
    // The keyboard opens it at once; a pointer opens it after the machine's hover delay.
    prepare: (page) => mainMenuButton(page).focus(),
    act: (page) => page.keyboard.press('Enter'),
    outcome: (page) =>
      page
        .getByRole('navigation', { name: 'Main menu' })
        .locator('button[aria-expanded="true"]')
        .waitFor(),
  },
  {
    name: 'language',
    what: 'switch the language to Chinese in the header (a click on 中文 in its open menu)',
    hash: '#/homePage',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Language:/ }).click();
      await languageItem(page).waitFor();
    },
    act: (page) => languageItem(page).click(),
    outcome: (page) => page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' }),
  },
  {
    name: 'add to cart',
    what: 'add the product to the cart (a click on Add to cart)',
    // The product key route's, in English: a product's ids decide the page's language.
    hash: '#/goodsDeil?id=1001_en&modeId=1_en',
    loggedIn: true,
    act: (page) => page.getByRole('button', { name: 'Add to cart' }).click(),
    outcome: (page) => page.getByText('The product is in your cart.').waitFor(),
  },
  {
    name: 'address dialog',
    // The cart holds what "add to cart" put in it just before (the mock keeps the run's state).
    what: "open the cart's address dialog (a click on Place order)",
    hash: '#/cartView',
    loggedIn: true,
    act: (page) => page.getByRole('button', { name: 'Place order' }).click(),
    outcome: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'order tab',
    what: 'show the completed orders (a click on their tab)',
    hash: '#/buyTab',
    loggedIn: true,
    act: (page) => completedTab(page).click(),
    outcome: (page) =>
      page.getByRole('tab', { name: 'Completed', exact: true, selected: true }).waitFor(),
  },
  {
    name: 'viewer',
    what: "enlarge the about page's first picture in the image viewer (a click on it)",
    hash: '#/reach',
    act: (page) => enlargeButton(page).click(),
    outcome: (page) => page.locator('.viewer-container').waitFor(),
  },
];

/** Each interaction is measured this many times (at most), each time on a fresh page. */
export const interactionRuns = 3;
