import { useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notifications } from '../../../lib/notifications';
import { useSwipe } from './useSwipe';
import { useVisibleCount } from './useVisibleCount';
import * as css from './carousel.css';

export interface SlideRowProps<T> {
  items: readonly T[];
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** The carousel's accessible name, or the id of the heading that names it. */
  label: string | { labelledBy: string };
  /** Items are at least this wide; as many as fit are shown side by side. */
  minItemWidth: number;
  maxVisible: number;
  /** The info box shown when "next" is pressed with the last items in view (spec §8). */
  endMessage: string;
  tone?: 'plain' | 'blue';
  /** Fewer items than fit share the whole width (short lists of names). */
  stretch?: boolean;
}

/**
 * A row of items moved a page at a time by its arrows or a horizontal swipe.
 * Items out of view are inert, so keyboard focus never lands on a hidden tile.
 */
export function SlideRow<T>({
  items,
  itemKey,
  renderItem,
  label,
  minItemWidth,
  maxVisible,
  endMessage,
  tone = 'plain',
  stretch = false,
}: SlideRowProps<T>) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);
  const fitting = useVisibleCount(viewport, minItemWidth, maxVisible);
  const visible = stretch ? Math.max(1, Math.min(fitting, items.length)) : fitting;
  const [wanted, setWanted] = useState(0);
  const lastFirst = Math.max(0, items.length - visible);
  const first = Math.min(wanted, lastFirst);

  const next = () => {
    if (first >= lastFirst) notifications.notify('info', endMessage);
    else setWanted(Math.min(first + visible, lastFirst));
  };
  const previous = () => setWanted(Math.max(0, first - visible));
  const swipe = useSwipe(next, previous);

  return (
    <section
      className={css.row}
      aria-roledescription={t`carousel`}
      {...(typeof label === 'string'
        ? { 'aria-label': label }
        : { 'aria-labelledby': label.labelledBy })}
    >
      <button
        type="button"
        className={css.arrow[tone]}
        onClick={previous}
        disabled={first === 0}
        aria-label={t`Previous`}
      >
        ‹
      </button>
      <div ref={viewport} className={css.viewport} {...swipe}>
        <ul className={css.track} style={{ transform: `translateX(${(-first * 100) / visible}%)` }}>
          {items.map((item, index) => {
            const shown = index >= first && index < first + visible;
            return (
              <li
                key={itemKey(item)}
                className={css.slide}
                style={{ flexBasis: `${100 / visible}%` }}
                inert={!shown}
                aria-hidden={!shown}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className={css.arrow[tone]} onClick={next} aria-label={t`Next`}>
        ›
      </button>
    </section>
  );
}
