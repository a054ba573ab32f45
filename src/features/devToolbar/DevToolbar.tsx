import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDevToolbarMachine } from './useDevToolbarMachine';
import { KEY_STEP, useToolbarPosition } from './useToolbarPosition';
import * as css from './devToolbar.css';

/** A press that moved more than this is a drag, not a click. */
const DRAG_THRESHOLD_PX = 4;

/**
 * Development only (src/routes/devRoutes.ts, mounted by src/main.tsx): the count of the mock's
 * active scenarios, links to the control page, the machine inspector and its live view, and "clear all". It sits in
 * a strip the page keeps clear above its header, and it is the last thing in the tab order; its
 * panel's controls exist only while it is open (docs/decisions.md "Development toolbar").
 */
export function DevToolbar() {
  const { t } = useLingui();
  const [state, send] = useDevToolbarMachine();
  const { position, moveTo } = useToolbarPosition();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ startX: number; moved: boolean } | null>(null);
  const open = state.matches({ panel: 'open' });
  const { count, unreachable } = state.context;

  useEffect(() => {
    document.documentElement.classList.add(css.reservesStrip);
    return () => document.documentElement.classList.remove(css.reservesStrip);
  }, []);

  const moveWithKeys = (event: KeyboardEvent) => {
    const to = { ArrowLeft: position - KEY_STEP, ArrowRight: position + KEY_STEP, Home: 0, End: 1 }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    moveTo(to);
  };
  const startDrag = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, moved: false };
  };
  const followDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return;
    if (Math.abs(event.clientX - drag.current.startX) > DRAG_THRESHOLD_PX)
      drag.current.moved = true;
    if (drag.current.moved) moveTo(event.clientX / window.innerWidth);
  };
  const closeWithEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    send({ type: 'CLOSE' });
    toggleRef.current?.focus();
  };

  return (
    <aside className={css.strip} data-testid="dev-toolbar" aria-label={t`Development toolbar`}>
      <div
        className={css.dock}
        style={{ left: `${position * 100}%`, transform: `translateX(-${position * 100}%)` }}
        onKeyDown={closeWithEscape}
      >
        <button
          ref={toggleRef}
          type="button"
          className={css.toggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onPointerDown={startDrag}
          onPointerMove={followDrag}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={moveWithKeys}
          onClick={() => {
            const dragged = drag.current?.moved ?? false;
            drag.current = null;
            if (!dragged) send({ type: 'TOGGLE' });
          }}
        >
          <Trans>Dev tools</Trans>{' '}
          <span className={css.count}>
            {count === null ? (
              <Trans>checking scenarios</Trans>
            ) : (
              <Plural value={count} one="# active scenario" other="# active scenarios" />
            )}
          </span>
        </button>
        {open ? (
          <div
            id={panelId}
            role="group"
            aria-labelledby={`${panelId}-title`}
            className={`${css.panel} ${position > 0.5 ? css.panelFromRight : css.panelFromLeft}`}
          >
            <strong id={`${panelId}-title`}>
              <Trans>Mock backend</Trans>
            </strong>
            {unreachable ? (
              <p className={css.warning} role="status">
                <Trans>The mock backend does not answer from this page.</Trans>
              </p>
            ) : null}
            <a href="/__mock/">
              <Trans>Control page</Trans>
            </a>
            <a href="/#/__machines">
              <Trans>State machines</Trans>
            </a>
            {/* In a tab of its own: it shows the machines of the other tabs (this one included). */}
            <a href="/#/__machines/live" target="_blank" rel="noopener">
              <Trans>Live machines</Trans>
            </a>
            <button
              type="button"
              disabled={state.hasTag('busy') || count === 0}
              onClick={() => send({ type: 'CLEAR' })}
            >
              <Trans>Clear all scenarios</Trans>
            </button>
            <p className={css.hint}>
              <Trans>Drag the button, or press its arrow keys, to move it along the strip.</Trans>
            </p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
