import { useEffect, useReducer } from 'react';
import {
  isLiveMessage,
  LIVE_CHANNEL,
  type LiveMessage,
} from '../../../lib/liveInspection/protocol';
import { whenTabEnds } from '../../../lib/liveInspection/tabLock';
import { thisTabId } from '../../../lib/liveInspection/thisTab';
import { applyLiveMessage, clearEnded, emptyLiveView, type LiveView } from './liveActors';

type Change =
  | { type: 'message'; message: LiveMessage }
  | { type: 'tabEnded'; tabId: string }
  | { type: 'clear' };

function change(view: LiveView, action: Change): LiveView {
  switch (action.type) {
    case 'clear':
      return clearEnded(view);
    case 'message':
      return applyLiveMessage(view, action.message, thisTabId);
    case 'tabEnded': {
      const tab = view.tabs.find((seen) => seen.id === action.tabId);
      return tab ? applyLiveMessage(view, { kind: 'tabClosed', tab }, thisTabId) : view;
    }
  }
}

/** The other tabs' actors, as this tab hears them; it says `hello` so they answer at once. */
export function useLiveView() {
  const [view, dispatch] = useReducer(change, emptyLiveView);
  const supported = typeof BroadcastChannel !== 'undefined';

  useEffect(() => {
    if (!supported) return;
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    const unmounted = new AbortController();
    const watchedTabs = new Set<string>([thisTabId]);
    channel.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
      if (!isLiveMessage(data)) return;
      dispatch({ type: 'message', message: data });
      if ('tab' in data && !watchedTabs.has(data.tab.id)) {
        const tabId = data.tab.id;
        watchedTabs.add(tabId);
        whenTabEnds(tabId, () => dispatch({ type: 'tabEnded', tabId }), unmounted.signal);
      }
    });
    const hello: LiveMessage = { kind: 'hello', from: thisTabId };
    channel.postMessage(hello);
    return () => {
      unmounted.abort();
      channel.close();
    };
  }, [supported]);

  return { view, supported, clear: () => dispatch({ type: 'clear' }) };
}
