import { expect } from 'vitest';
import { megaMenuMachine } from '../../machines/megaMenuMachine';
import { MENUS, megaMenuSamples } from '../../machines/samples/megaMenuSamples';
import { describeModel } from './support/describeModel';
import { effect, isIn } from './support/effects';

describeModel('megaMenuMachine', {
  machine: megaMenuMachine,
  input: megaMenuSamples.inputs[0],
  events: megaMenuSamples.events,
  // Closing a shown panel (Escape, or a click on its item that does not keep it open) gives the
  // focus back to its top item.
  effects: ({ before, event }) => {
    if (!(isIn(before, 'megaMenu.open') || isIn(before, 'megaMenu.closing'))) return [];
    const { openMenu, openedByPointer } = before!.context;
    const closesByClick =
      event.type === 'CLICK' && event.menu === openMenu && !(event.byPointer && openedByPointer);
    return event.type === 'CLOSE' || closesByClick
      ? [effect('returnFocus', { menu: openMenu })]
      : [];
  },
  invariants: {
    '*': (snapshot) => expect(snapshot.context.variant).toBe('main'),
    'megaMenu.closed': (snapshot) => {
      expect(snapshot.context).toMatchObject({
        openMenu: null,
        aimedMenu: null,
        openedByPointer: false,
      });
      expect(snapshot.hasTag('shown')).toBe(false);
    },
    'megaMenu.opening': (snapshot) => {
      expect(MENUS).toContain(snapshot.context.aimedMenu);
      expect(snapshot.context.openMenu).toBeNull();
      expect(snapshot.context.openedByPointer).toBe(false);
      expect(snapshot.hasTag('shown')).toBe(false);
    },
    'megaMenu.open': (snapshot) => {
      expect(MENUS).toContain(snapshot.context.openMenu);
      expect(snapshot.context.aimedMenu).toBeNull();
      expect(snapshot.hasTag('shown')).toBe(true);
    },
    'megaMenu.closing': (snapshot) => {
      expect(MENUS).toContain(snapshot.context.openMenu);
      expect(snapshot.context.aimedMenu).toBeNull();
      expect(snapshot.hasTag('shown')).toBe(true);
    },
  },
});
