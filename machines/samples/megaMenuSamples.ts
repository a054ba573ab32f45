import type { InputFrom } from 'xstate';
import type { megaMenuMachine } from '../megaMenuMachine';
import type { MachineSamples } from './machineSamples';

export const MENUS = ['products', 'solutions'] as const;

const inputs: readonly InputFrom<typeof megaMenuMachine>[] = [{ variant: 'main' }];

export const megaMenuSamples = {
  inputs,
  events: {
    POINTER_ENTER: MENUS.map((menu) => ({ type: 'POINTER_ENTER', menu })),
    OPEN: MENUS.map((menu) => ({ type: 'OPEN', menu })),
    CLICK: MENUS.flatMap((menu) => [
      { type: 'CLICK', menu, byPointer: true },
      { type: 'CLICK', menu, byPointer: false },
    ]),
  },
} satisfies MachineSamples;
