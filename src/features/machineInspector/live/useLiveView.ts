import { useEffect, useReducer } from 'react';
import {
  isLiveMessage,
  LIVE_CHANNEL,
  type LiveMessage,
} from '../../../lib/liveInspection/protocol';
import { thisTabId } from '../../../lib/liveInspection/thisTab';
import { applyLiveMessage, clearEnded, emptyLiveView, type LiveView } from './liveActors';

type Change = { type: 'message'; message: LiveMessage } | { type: 'clear' };

const change = (view: LiveView, action: Change): LiveView =>
  action.type === 'clear' ? clearEnded(view) : applyLiveMessage(view, action.message, thisTabId);

/** The other tabs' actors, as this tab hears them; it says `hello` so they answer at once. */
export function useLiveView() {
  const [view, dispatch] = useReducer(change, emptyLiveView);
  const supported = typeof BroadcastChannel !== 'undefined';

  useEffect(() => {
    if (!supported) return;
    const channel = new BroadcastChannel(LIVE_CHANNEL);
    channel.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
      if (isLiveMessage(data)) dispatch({ type: 'message', message: data });
    });
    const hello: LiveMessage = { kind: 'hello', from: thisTabId };
    channel.postMessage(hello);
    return () => channel.close();
  }, [supported]);

  return { view, supported, clear: () => dispatch({ type: 'clear' }) };
}
