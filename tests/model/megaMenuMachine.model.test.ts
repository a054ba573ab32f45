import { expect } from 'vitest';
import { megaMenuMachine } from '../../machines/megaMenuMachine';
import { describeModel } from './support/describeModel';

const MENUS = ['products', 'solutions'] as const;

describeModel('megaMenuMachine', {
  machine: megaMenuMachine,
  input: { variant: 'main' },
  events: {
    POINTER_ENTER: MENUS.map((menu) => ({ type: 'POINTER_ENTER', menu })),
    OPEN: MENUS.map((menu) => ({ type: 'OPEN', menu })),
  },
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
