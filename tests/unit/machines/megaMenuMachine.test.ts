import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { megaMenuMachine } from '../../../machines/megaMenuMachine';
import {
  MENU_HIDE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  SECOND_HEADER_OPEN_DELAY_MS,
  type MegaMenuVariant,
} from '../../../machines/megaMenuTypes';

function start(variant: MegaMenuVariant = 'main') {
  const clock = new SimulatedClock();
  const returnFocus = vi.fn();
  const actor = createActor(megaMenuMachine.provide({ actions: { returnFocus } }), {
    clock,
    input: { variant },
  });
  actor.start();
  const shown = () =>
    actor.getSnapshot().hasTag('shown') ? actor.getSnapshot().context.openMenu : null;
  return { actor, clock, returnFocus, shown };
}

describe('megaMenuMachine', () => {
  it('has the spec delays', () => {
    expect(MENU_OPEN_DELAY_MS).toBe(300);
    expect(SECOND_HEADER_OPEN_DELAY_MS).toBe(500);
    expect(MENU_HIDE_DELAY_MS).toBe(600);
  });

  it.each([
    ['main', MENU_OPEN_DELAY_MS],
    ['second', SECOND_HEADER_OPEN_DELAY_MS],
  ] as const)('on the %s header opens a hovered item after %i ms', (variant, delay) => {
    const { actor, clock, shown } = start(variant);
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    expect(actor.getSnapshot().value).toBe('opening');
    clock.increment(delay - 1);
    expect(shown()).toBeNull();
    clock.increment(1);
    expect(shown()).toBe('products');
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('does not open an item the pointer only passed over', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    clock.increment(MENU_OPEN_DELAY_MS - 1);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.increment(MENU_OPEN_DELAY_MS * 5);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().context).toMatchObject({ openMenu: null, aimedMenu: null });
  });

  it('starts the open delay again for another item before anything is shown', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    clock.increment(MENU_OPEN_DELAY_MS - 100);
    actor.send({ type: 'POINTER_ENTER', menu: 'solutions' });
    clock.increment(MENU_OPEN_DELAY_MS - 1);
    expect(shown()).toBeNull();
    clock.increment(1);
    expect(shown()).toBe('solutions');
  });

  it('hides 600 ms after the pointer left', () => {
    const { actor, clock, shown, returnFocus } = start();
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    clock.increment(MENU_OPEN_DELAY_MS);
    actor.send({ type: 'POINTER_LEAVE' });
    expect(actor.getSnapshot().value).toBe('closing');
    clock.increment(MENU_HIDE_DELAY_MS - 1);
    expect(shown()).toBe('products');
    clock.increment(1);
    expect(shown()).toBeNull();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(returnFocus).not.toHaveBeenCalled();
  });

  it('stays open when the pointer reaches the panel, or comes back to the item, within the hide delay', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    clock.increment(MENU_OPEN_DELAY_MS);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.increment(MENU_HIDE_DELAY_MS - 1);
    actor.send({ type: 'POINTER_ENTER', menu: 'products' }); // the panel
    clock.increment(MENU_HIDE_DELAY_MS * 5);
    expect(shown()).toBe('products');
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('switches at once to another item while a panel is shown, or still hiding', () => {
    const { actor, clock, shown } = start();
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    clock.increment(MENU_OPEN_DELAY_MS);
    actor.send({ type: 'POINTER_ENTER', menu: 'solutions' });
    expect(shown()).toBe('solutions');
    actor.send({ type: 'POINTER_LEAVE' });
    clock.increment(MENU_HIDE_DELAY_MS - 1);
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    expect(shown()).toBe('products');
    expect(actor.getSnapshot().value).toBe('open');
  });

  it.each(['closed', 'opening', 'closing'] as const)(
    'opens at once from the keyboard (from %s)',
    (from) => {
      const { actor, clock, shown } = start('second');
      if (from !== 'closed') actor.send({ type: 'POINTER_ENTER', menu: 'products' });
      if (from === 'closing') {
        clock.increment(SECOND_HEADER_OPEN_DELAY_MS);
        actor.send({ type: 'POINTER_LEAVE' });
      }
      actor.send({ type: 'OPEN', menu: 'solutions' });
      expect(shown()).toBe('solutions');
      expect(actor.getSnapshot().value).toBe('open');
      expect(actor.getSnapshot().context.aimedMenu).toBeNull();
    },
  );

  it('switches panels from the keyboard while one is open', () => {
    const { actor, shown } = start();
    actor.send({ type: 'OPEN', menu: 'products' });
    actor.send({ type: 'OPEN', menu: 'solutions' });
    expect(shown()).toBe('solutions');
  });

  it.each(['open', 'closing'] as const)(
    'Escape closes at once (from %s) and returns focus to the item',
    (from) => {
      const { actor, returnFocus, shown } = start();
      actor.send({ type: 'OPEN', menu: 'products' });
      if (from === 'closing') actor.send({ type: 'POINTER_LEAVE' });
      actor.send({ type: 'CLOSE' });
      expect(shown()).toBeNull();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(returnFocus).toHaveBeenCalledOnce();
      expect(returnFocus.mock.calls[0]![1]).toEqual({ menu: 'products' });
    },
  );

  it('Escape while a hover is pending cancels it without moving focus', () => {
    const { actor, clock, returnFocus, shown } = start();
    actor.send({ type: 'POINTER_ENTER', menu: 'products' });
    actor.send({ type: 'CLOSE' });
    clock.increment(MENU_OPEN_DELAY_MS * 5);
    expect(shown()).toBeNull();
    expect(returnFocus).not.toHaveBeenCalled();
  });

  it('ignores Escape and leaving when nothing is open', () => {
    const { actor, returnFocus } = start();
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'POINTER_LEAVE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(returnFocus).not.toHaveBeenCalled();
  });

  describe('clicks (docs/decisions.md, "Mega-menu clicks")', () => {
    const mouse = (menu: string) => ({ type: 'CLICK' as const, menu, byPointer: true });
    const key = (menu: string) => ({ type: 'CLICK' as const, menu, byPointer: false });

    it('a click opens a closed item at once, and the next click closes it', () => {
      const { actor, returnFocus, shown } = start();
      actor.send(mouse('products'));
      expect(shown()).toBe('products');
      actor.send(mouse('products'));
      expect(shown()).toBeNull();
      expect(returnFocus.mock.calls[0]![1]).toEqual({ menu: 'products' });
    });

    it('the first mouse click on a panel the resting pointer opened keeps it; the second closes it', () => {
      const { actor, clock, shown } = start();
      actor.send({ type: 'POINTER_ENTER', menu: 'products' });
      clock.increment(MENU_OPEN_DELAY_MS);
      actor.send(mouse('products'));
      expect(shown()).toBe('products');
      actor.send(mouse('products'));
      expect(shown()).toBeNull();
    });

    it('Enter or Space on a panel the pointer opened closes it', () => {
      const { actor, clock, shown } = start();
      actor.send({ type: 'POINTER_ENTER', menu: 'products' });
      clock.increment(MENU_OPEN_DELAY_MS);
      actor.send(key('products'));
      expect(shown()).toBeNull();
    });

    it('a panel reached by moving over from another one counts as opened by the pointer', () => {
      const { actor, shown } = start();
      actor.send(mouse('products'));
      actor.send({ type: 'POINTER_ENTER', menu: 'solutions' });
      expect(shown()).toBe('solutions');
      actor.send(mouse('solutions'));
      expect(shown()).toBe('solutions');
      actor.send({ type: 'POINTER_LEAVE' });
      actor.send(mouse('solutions'));
      expect(shown()).toBeNull();
    });

    it('a panel a click opened is closed by the next click, after the pointer moved onto it', () => {
      const { actor, shown } = start();
      actor.send(mouse('products'));
      actor.send({ type: 'POINTER_ENTER', menu: 'products' });
      actor.send(mouse('products'));
      expect(shown()).toBeNull();
    });

    it('a mouse click on another item switches from a panel the resting pointer opened', () => {
      const { actor, clock, shown } = start();
      actor.send({ type: 'POINTER_ENTER', menu: 'products' });
      clock.increment(MENU_OPEN_DELAY_MS);
      actor.send(mouse('solutions'));
      expect(shown()).toBe('solutions');
    });

    it('a click on another item while a panel shows switches to that panel', () => {
      const { actor, returnFocus, shown } = start();
      actor.send({ type: 'OPEN', menu: 'products' });
      actor.send(key('solutions'));
      expect(shown()).toBe('solutions');
      expect(returnFocus).not.toHaveBeenCalled();
    });
  });
});
