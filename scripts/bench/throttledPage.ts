import type { BrowserContext, Page } from 'playwright-core';
import { chromiumProtocols, protocolLabels, type Protocol } from './configurations';
import { tallyNetwork, type NetworkTally } from './network';
import { observerScript } from './pageScripts';
import { waitUntilSettled } from './settle';
import type { Throttling } from './throttling';

const navigationTimeoutMs = 120_000;

export interface ThrottledPage {
  page: Page;
  network: NetworkTally;
  pageErrors: string[];
  close(): Promise<void>;
}

/**
 * Fails the run when a response came over another protocol than the one it measures: a run meant
 * to be HTTP/2 that quietly fell back to HTTP/1.1 would report HTTP/1.1's figures as HTTP/2's.
 */
export function checkProtocol(seen: ReadonlySet<string>, protocol: Protocol, url: string): void {
  const expected = chromiumProtocols[protocol];
  const others = [...seen].filter((name) => name !== expected);
  if (seen.size === 0 || others.length > 0) {
    throw new Error(
      `${url}: meant to be served over ${protocolLabels[protocol]} (${expected}), but responses came over ${[...seen].join(', ') || 'nothing'}`,
    );
  }
}

/**
 * Opens `url` in a new tab of `context`, throttled by `throttling` (network and CPU), with the
 * page's observers installed before its own scripts, and waits until the page has settled.
 */
export async function openThrottled(
  context: BrowserContext,
  url: string,
  throttling: Throttling,
  protocol: Protocol,
): Promise<ThrottledPage> {
  const page = await context.newPage();
  const close = () => page.close();
  try {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript({ content: observerScript });

    const cdp = await context.newCDPSession(page);
    const network = tallyNetwork(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: throttling.downloadBytesPerSecond,
      uploadThroughput: throttling.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });

    await page.goto(url, { waitUntil: 'load', timeout: navigationTimeoutMs });
    await waitUntilSettled(page, network, url, navigationTimeoutMs);
    checkProtocol(network.protocols, protocol, url);
    return { page, network, pageErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}
