/**
 * Development only (src/main.tsx calls it under `import.meta.env.DEV`, so a build leaves it out):
 * this tab reports its running actors to the live view (#/__machines/live) of any other tab.
 */
import { machineInspector } from '../machineInspector';
import { createLiveReporter } from './liveReporter';
import { isLiveMessage, LIVE_CHANNEL, type LiveTab } from './protocol';
import { holdTabLock } from './tabLock';
import { thisTabId } from './thisTab';

const currentTab = (): LiveTab => ({ id: thisTabId, route: window.location.hash || '#/' });

export function startLiveReporter() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  // A live view watches this tab's lock from its first message on, so none is sent before it is held.
  const lockHeld = holdTabLock(thisTabId);
  const reporter = createLiveReporter({
    post: (message) => void lockHeld.then(() => channel.postMessage(message)),
    tab: currentTab,
    now: Date.now,
  });
  channel.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (isLiveMessage(data)) reporter.receive(data);
  });
  machineInspector.observe(reporter.inspect);
  window.addEventListener('hashchange', reporter.routeChanged);
  // Closing the tab, or leaving the app in it; a page restored from the back-forward cache is back.
  window.addEventListener('pagehide', reporter.tabClosed);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) reporter.announce();
  });
}
