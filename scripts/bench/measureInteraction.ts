import type { Browser, BrowserContext } from 'playwright-core';
import type { Protocol } from './configurations';
import {
  eventsScript,
  interactionLatency,
  parseEvents,
  type InteractionLatency,
} from './interactionLatency';
import type { Interaction } from './interactions';
import { openThrottled } from './throttledPage';
import type { Throttling } from './throttling';

/** Wide enough for the header to show its menus rather than the phone's drawer. */
export const desktopViewport = { width: 1440, height: 900 } as const;

/** How long the event entries may take to arrive after the paint that ends them. */
const entryWaitMs = 2_000;

const englishScript = `localStorage.setItem('locale', 'en');`;
const twoFramesScript = `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))))`;

/**
 * One interaction on a freshly loaded page: open it (throttled, settled), get it ready, note the
 * page's clock, give the input, wait for its outcome and the paint after it, then read the latency
 * from the event entries that arrived.
 */
export async function measureInteraction(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  setting: { throttling: Throttling; protocol: Protocol },
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<InteractionLatency> {
  const url = `${origin}/${interaction.hash}`;
  const context = await browser.newContext({ viewport: desktopViewport });
  try {
    await context.addInitScript({ content: englishScript });
    await prepare?.(context);
    const opened = await openThrottled(context, url, setting.throttling, setting.protocol);
    try {
      const { page } = opened;
      await interaction.prepare?.(page);
      const since = await page.evaluate<number>('performance.now()');
      await interaction.act(page);
      await interaction.outcome(page);
      await page.evaluate(twoFramesScript);
      // An interaction under the threshold sends no entry at all: waiting out the time is the answer.
      await page
        .waitForFunction(
          `window.__bench.events.some((entry) => entry.start >= ${since})`,
          undefined,
          { timeout: entryWaitMs },
        )
        .catch(() => undefined);
      return interactionLatency(parseEvents(await page.evaluate(eventsScript), url), since, url);
    } finally {
      await opened.close();
    }
  } finally {
    await context.close();
  }
}
