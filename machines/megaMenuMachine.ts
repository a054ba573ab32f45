/**
 * The header's mega-menu: a hovered top item opens its panel after a short
 * rest, the panel stays while the pointer travels between item and panel,
 * moving to another item while a panel is shown switches at once, and the
 * keyboard opens and closes without delay (Escape returns focus to the item).
 * A click toggles its item's panel, except that the first mouse click on a panel
 * the pointer opened keeps it open (docs/decisions.md, "Mega-menu clicks").
 */
import { assertEvent, assign, setup } from 'xstate';
import {
  MENU_OPEN_DELAY_MS,
  SECOND_HEADER_OPEN_DELAY_MS,
  MENU_HIDE_DELAY_MS,
  type MegaMenuInput,
  type MegaMenuContext,
  type MegaMenuEvent,
} from './megaMenuTypes';
import { notProvidedAction } from './notProvided';

export const megaMenuMachine = setup({
  types: {
    context: {} as MegaMenuContext,
    events: {} as MegaMenuEvent,
    input: {} as MegaMenuInput,
  },
  actions: {
    aim: assign((_, params: { menu: string }) => ({ aimedMenu: params.menu })),
    showAimed: assign(({ context }) => ({
      openMenu: context.aimedMenu,
      aimedMenu: null,
      openedByPointer: true,
    })),
    show: assign((_, params: { menu: string }) => ({
      openMenu: params.menu,
      aimedMenu: null,
      openedByPointer: false,
    })),
    /** The pointer moved from the shown panel's item to another one: its panel shows at once. */
    switchTo: assign(({ context }, params: { menu: string }) => ({
      openMenu: params.menu,
      openedByPointer: context.openedByPointer || params.menu !== context.openMenu,
    })),
    keepOpen: assign({ openedByPointer: false }),
    forget: assign({ openMenu: null, aimedMenu: null, openedByPointer: false }),
    /** The app moves keyboard focus back to the top item `menu`. */
    returnFocus: notProvidedAction<{ menu: string | null }>('returnFocus'),
  },
  delays: {
    /** 300 ms on the main header, 500 ms on the second one. */
    openDelay: ({ context }) =>
      context.variant === 'second' ? SECOND_HEADER_OPEN_DELAY_MS : MENU_OPEN_DELAY_MS,
    hideDelay: MENU_HIDE_DELAY_MS,
  },
  guards: {
    onShownItem: ({ context, event }) => {
      assertEvent(event, 'CLICK');
      return event.menu === context.openMenu;
    },
    mouseOnPanelItOpened: ({ context, event }) => {
      assertEvent(event, 'CLICK');
      return event.byPointer && context.openedByPointer && event.menu === context.openMenu;
    },
  },
}).createMachine({
  id: 'megaMenu',
  context: ({ input }) => ({
    variant: input.variant,
    openMenu: null,
    aimedMenu: null,
    openedByPointer: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        POINTER_ENTER: {
          target: 'opening',
          actions: { type: 'aim', params: ({ event }) => ({ menu: event.menu }) },
        },
        OPEN: {
          target: 'open',
          actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
        },
        CLICK: {
          target: 'open',
          actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
        },
      },
    },
    /** The pointer rests on an item; nothing shown yet. Another item starts the delay again. */
    opening: {
      after: { openDelay: { target: 'open', actions: 'showAimed' } },
      on: {
        POINTER_ENTER: {
          target: 'opening',
          reenter: true,
          actions: { type: 'aim', params: ({ event }) => ({ menu: event.menu }) },
        },
        POINTER_LEAVE: { target: 'closed', actions: 'forget' },
        OPEN: {
          target: 'open',
          actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
        },
        CLICK: {
          target: 'open',
          actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
        },
        CLOSE: { target: 'closed', actions: 'forget' },
      },
    },
    /** A panel is shown. */
    open: {
      tags: ['shown'],
      on: {
        POINTER_ENTER: {
          actions: { type: 'switchTo', params: ({ event }) => ({ menu: event.menu }) },
        },
        OPEN: { actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) } },
        CLICK: [
          { guard: 'mouseOnPanelItOpened', actions: 'keepOpen' },
          {
            guard: 'onShownItem',
            target: 'closed',
            actions: [
              { type: 'returnFocus', params: ({ context }) => ({ menu: context.openMenu }) },
              'forget',
            ],
          },
          {
            actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
          },
        ],
        POINTER_LEAVE: 'closing',
        CLOSE: {
          target: 'closed',
          actions: [
            { type: 'returnFocus', params: ({ context }) => ({ menu: context.openMenu }) },
            'forget',
          ],
        },
      },
    },
    /** The pointer left; the panel is still shown for the hide delay and comes back on re-entry. */
    closing: {
      tags: ['shown'],
      after: { hideDelay: { target: 'closed', actions: 'forget' } },
      on: {
        POINTER_ENTER: {
          target: 'open',
          actions: { type: 'switchTo', params: ({ event }) => ({ menu: event.menu }) },
        },
        OPEN: {
          target: 'open',
          actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
        },
        CLICK: [
          { guard: 'mouseOnPanelItOpened', target: 'open', actions: 'keepOpen' },
          {
            guard: 'onShownItem',
            target: 'closed',
            actions: [
              { type: 'returnFocus', params: ({ context }) => ({ menu: context.openMenu }) },
              'forget',
            ],
          },
          {
            target: 'open',
            actions: { type: 'show', params: ({ event }) => ({ menu: event.menu }) },
          },
        ],
        CLOSE: {
          target: 'closed',
          actions: [
            { type: 'returnFocus', params: ({ context }) => ({ menu: context.openMenu }) },
            'forget',
          ],
        },
      },
    },
  },
});
