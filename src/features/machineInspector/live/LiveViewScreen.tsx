import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { LiveActorDetails } from './LiveActorDetails';
import { LiveTabList } from './LiveTabList';
import { useLiveView } from './useLiveView';
import * as css from './live.css';

/**
 * Development only: the machines running in the app's other tabs, live (docs/decisions.md "Live
 * view of the running machines"). This tab's own actors are left out.
 */
export function LiveViewScreen() {
  const { view, supported, clear } = useLiveView();
  const [selected, setSelected] = useState<string>();
  const actor = view.actors.find((known) => known.sessionId === selected);
  const anyEnded = view.actors.some((known) => known.status !== 'running');

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1>
          <Trans>Live machines</Trans>
        </h1>
        <p>
          <Trans>
            The machines running in this app's other tabs, as they change. Open the app in another
            tab and use it; actors that end stay here, marked, until you clear them.
          </Trans>
        </p>
        {supported ? null : (
          <p role="alert">
            <Trans>This browser cannot pass messages between tabs (BroadcastChannel).</Trans>
          </p>
        )}
        <button type="button" onClick={clear} disabled={!anyEnded}>
          <Trans>Clear ended actors</Trans>
        </button>
      </header>
      <div>
        {view.tabs.length === 0 ? (
          <p className={css.muted}>
            <Trans>No other tab of the app is open.</Trans>
          </p>
        ) : (
          <LiveTabList view={view} selected={selected} onSelect={setSelected} />
        )}
      </div>
      {actor ? (
        <LiveActorDetails actor={actor} />
      ) : (
        <p className={css.muted}>
          <Trans>Choose an actor to see its machine, its event log and its context.</Trans>
        </p>
      )}
    </div>
  );
}
