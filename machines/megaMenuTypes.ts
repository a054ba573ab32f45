/** The header menus' delays, input, context and events (the machine is in megaMenuMachine.ts). */

/** Hover delay before a panel opens on the main header (spec §9: 300 ms). */
export const MENU_OPEN_DELAY_MS = 300;
/** Hover delay before a panel opens on the second shop header (spec §9: 500 ms). */
export const SECOND_HEADER_OPEN_DELAY_MS = 500;
/** Delay before a panel hides once the pointer left item and panel (spec §9: 600 ms). */
export const MENU_HIDE_DELAY_MS = 600;

/** Which header the menu belongs to: the shared one, or the second shop home's own (/secstorePage). */
export type MegaMenuVariant = 'main' | 'second';

export interface MegaMenuInput {
  variant: MegaMenuVariant;
}

export interface MegaMenuContext {
  variant: MegaMenuVariant;
  /** The top item whose panel is shown (null when none is). */
  openMenu: string | null;
  /** The top item the pointer rests on while its open delay runs (null otherwise). */
  aimedMenu: string | null;
  /**
   * Whether the pointer opened the shown panel (by resting on its item, or by moving over from
   * another item's panel) and no click came since: a mouse click on its item then keeps it open
   * (docs/decisions.md, "Mega-menu clicks").
   */
  openedByPointer: boolean;
}

export type MegaMenuEvent =
  /** The pointer entered a top item, or the panel of `menu`. */
  | { type: 'POINTER_ENTER'; menu: string }
  /** The pointer left a top item or the panel. */
  | { type: 'POINTER_LEAVE' }
  /** ArrowDown on the top item `menu`. */
  | { type: 'OPEN'; menu: string }
  /** A click on the top item `menu`: by the mouse (`byPointer`), or Enter or Space. */
  | { type: 'CLICK'; menu: string; byPointer: boolean }
  /** Escape. */
  | { type: 'CLOSE' };
