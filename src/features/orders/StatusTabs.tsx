import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import * as css from './orders.css';

interface StatusTabsProps {
  /** The value of the tab shown. */
  selected: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: string; label: string }[];
  /** A tab other than the shown one was chosen. */
  onSelect: (value: string) => void;
  listRef: Ref<HTMLDivElement>;
  /** The shown tab's panel. */
  children: ReactNode;
}

/** Where each key moves the focus among `count` tabs from `at` (the list wraps around). */
const focusMoves: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * The order statuses as WAI-ARIA tabs with manual activation, as Ark UI's were: the arrows, Home
 * and End move the focus along the list, Enter, Space or a click shows a tab. Our own because
 * they are the orders page's only widget: Ark's tabs brought zag's runtime, ten files and some
 * 17 KiB on the wire, to its first load (docs/decisions.md, "First load").
 */
export function StatusTabs({
  selected,
  label,
  tabs,
  onSelect,
  listRef,
  children,
}: StatusTabsProps) {
  const id = useId();
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = `${id}-panel`;
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = focusMoves[event.key];
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = buttons.findIndex((button) => button === document.activeElement);
    if (!move || at < 0) return;
    event.preventDefault();
    buttons[move(at, buttons.length)]?.focus();
  };
  return (
    <>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={css.tabList}
        onKeyDown={moveFocus}
      >
        {tabs.map((tab) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected ? '' : undefined}
              className={css.tab}
              onClick={() => {
                if (!isSelected) onSelect(tab.value);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </>
  );
}
