/**
 * Every machine of the product, for the generated diagrams (docs/machines/),
 * the model-based coverage run and the development gallery (#/__machines).
 * Add a machine here when you add its file.
 */
import type { AnyStateMachine } from 'xstate';
import { toastMachine } from './toastMachine';
import { recommendedCarouselMachine } from './recommendedCarouselMachine';
import { bannerCarouselMachine } from './bannerCarouselMachine';
import { swipeMachine } from './swipeMachine';
import { megaMenuMachine } from './megaMenuMachine';
import { doubleClickGuardMachine } from './doubleClickGuardMachine';

export interface CatalogEntry {
  machine: AnyStateMachine;
  /** One line for the diagrams index. */
  summary: string;
}

export const machineCatalog: readonly CatalogEntry[] = [
  {
    machine: toastMachine,
    summary: 'One toast notice: shown, held while hovered or focused, gone after 5 s or on close.',
  },
  {
    machine: recommendedCarouselMachine,
    summary:
      'Shop home recommended widget: moves every 4 s; after an arrow it holds still 4 s, then moves every 5 s; paused while hovered or focused; wraps around; never moves with one product or none.',
  },
  {
    machine: bannerCarouselMachine,
    summary:
      'Home banner carousel: moves every 6 s; arrows and dots; paused while hovered or focused; no autoplay with reduced motion; static with one banner or none.',
  },
  {
    machine: swipeMachine,
    summary:
      'One pointer or touch gesture: a swipe left or right when the finger ends at least 100 px away sideways and moved more sideways than up or down.',
  },
  {
    machine: megaMenuMachine,
    summary:
      'Header mega-menu: opens a hovered item after 300 ms (500 ms on the second header), hides 600 ms after the pointer leaves; the keyboard opens and closes at once.',
  },
  {
    machine: doubleClickGuardMachine,
    summary:
      'A critical button: the first press runs its action, further presses are ignored for 2000 ms.',
  },
];
