import { Trans } from '@lingui/react/macro';
import type { LiveView } from './liveActors';
import { ActorEntry } from './ActorEntry';
import * as css from './live.css';

interface LiveTabListProps {
  view: LiveView;
  selected: string | undefined;
  onSelect: (sessionId: string) => void;
}

/** The other tabs, each with its route and its actors, the ones they started nested. */
export function LiveTabList({ view, selected, onSelect }: LiveTabListProps) {
  const known = new Set(view.actors.map((actor) => actor.sessionId));
  const childrenOf = (sessionId: string) =>
    view.actors.filter((actor) => actor.parentSessionId === sessionId);
  return (
    <>
      {view.tabs.map((tab, index) => {
        const number = index + 1;
        const roots = view.actors.filter(
          (actor) =>
            actor.tabId === tab.id &&
            (actor.parentSessionId === undefined || !known.has(actor.parentSessionId)),
        );
        return (
          <section
            key={tab.id}
            className={tab.closed ? `${css.tab} ${css.closedTab}` : css.tab}
            data-tab={tab.id}
          >
            <h2>
              <Trans>Tab {number}</Trans> <code>{tab.route}</code>{' '}
              {tab.closed ? (
                <span className={css.ended}>
                  <Trans>closed</Trans>
                </span>
              ) : null}
            </h2>
            <ul className={css.actorList}>
              {roots.map((actor) => (
                <ActorEntry
                  key={actor.sessionId}
                  actor={actor}
                  childrenOf={childrenOf}
                  selected={selected}
                  onSelect={onSelect}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
