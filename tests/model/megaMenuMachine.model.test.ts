import { expect } from 'vitest';
import { megaMenuMachine } from '../../machines/megaMenuMachine';
import { describeModel } from './support/describeModel';
import { effect, isIn } from './support/effects';

const MENUS = ['products', 'solutions'] as const;

describeModel('megaMenuMachine', {
  machine: megaMenuMachine,
  input: { variant: 'main' },
  events: {
    POINTER_ENTER: MENUS.map((menu) => ({ type: 'POINTER_ENTER', menu })),
    OPEN: MENUS.map((menu) => ({ type: 'OPEN', menu })),
  },
  // Closing a shown panel from the keyboard gives the focus back to its top item.
  effects: ({ before, event }) =>
    event.type === 'CLOSE' && (isIn(before, 'megaMenu.open') || isIn(before, 'megaMenu.closing'))
      ? [effect('returnFocus', { menu: before!.context.openMenu })]
      : [],
  invariants: {
    '*': (snapshot) => expect(snapshot.context.variant).toBe('main'),
    'megaMenu.closed': (snapshot) => {
      expect(snapshot.context).toMatchObject({ openMenu: null, aimedMenu: null });
      expect(snapshot.hasTag('shown')).toBe(false);
    },
    'megaMenu.opening': (snapshot) => {
      expect(MENUS).toContain(snapshot.context.aimedMenu);
      expect(snapshot.context.openMenu).toBeNull();
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
