import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeMachine } from '../../../../machines/swipeMachine';
import { classifySwipe } from '../../../../machines/swipeRules';
import { useFlowMachine } from '../../../lib/useFlowMachine';

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  onPointerUp(event: PointerEvent): void;
  onPointerCancel(event: PointerEvent): void;
  /** Swallows the click that ends a swipe, so a swipe over a tile does not open it. */
  onClickCapture(event: MouseEvent): void;
}

/**
 * Horizontal swipes on a carousel through the swipe machine (threshold 100 px):
 * a swipe left shows the next items, a swipe right the previous ones.
 */
export function useSwipe(onSwipeLeft: () => void, onSwipeRight: () => void): SwipeHandlers {
  const endedInSwipe = useRef(false);
  const [, send, actor] = useFlowMachine({ onSwipeLeft, onSwipeRight }, (current) =>
    swipeMachine.provide({
      actions: {
        swipedLeft: () => current().onSwipeLeft(),
        swipedRight: () => current().onSwipeRight(),
      },
    }),
  );
  return {
    onPointerDown(event) {
      if (event.isPrimary === false) {
        send({ type: 'CANCEL' });
        return;
      }
      endedInSwipe.current = false;
      send({ type: 'START', x: event.clientX, y: event.clientY });
    },
    onPointerMove: (event) => send({ type: 'MOVE', x: event.clientX, y: event.clientY }),
    onPointerUp() {
      const snapshot = actor.getSnapshot();
      const { dx, dy } = snapshot.context;
      endedInSwipe.current = snapshot.matches('tracking') && classifySwipe(dx, dy) !== 'none';
      send({ type: 'END' });
    },
    onPointerCancel: () => send({ type: 'CANCEL' }),
    onClickCapture(event) {
      if (!endedInSwipe.current) return;
      endedInSwipe.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
