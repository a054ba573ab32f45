import type { Page } from 'playwright-core';
import type { NetworkTally } from './network';
import { parseQuietState, quietStateScript } from './pageScripts';

/**
 * Lighthouse's own thresholds (networkQuietThresholdMs, cpuQuietThresholdMs).
 * Playwright's "networkidle" alone is not enough: at 4× CPU slowdown the app
 * evaluates its entry chunk for over 500 ms before it requests the next chunk,
 * and networkidle fired in that gap, before anything was painted.
 */
const quietMs = 1000;
const pollMs = 100;

export const settledWhen = `load event and first contentful paint done, then ${quietMs} ms with no request in flight and no long task`;

export async function waitUntilSettled(
  page: Page,
  network: NetworkTally,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const state = parseQuietState(await page.evaluate<unknown>(quietStateScript), url);
    const networkQuietFor =
      network.inFlight.size > 0 ? 0 : performance.now() - network.lastActivity;
    if (state.painted && networkQuietFor >= quietMs && state.sinceLastLongTask >= quietMs) return;
    if (performance.now() > deadline) {
      throw new Error(
        `${url}: not settled after ${timeoutMs} ms (painted: ${state.painted}, requests in flight: ${network.inFlight.size}, ms since last long task: ${Math.round(state.sinceLastLongTask)})`,
      );
    }
    await page.waitForTimeout(pollMs);
  }
}
