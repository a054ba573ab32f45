import { useCallback, useState } from 'react';

/**
 * Where the toggle sits along the strip, 0 (left) to 1 (right), kept in this browser's storage so
 * it stays where the developer put it across reloads (docs/decisions.md "Development toolbar").
 * A development tool's own key, so it is not one of the product's stored values (spec §3).
 */
const KEY = 'devToolbarPosition';
const DEFAULT_POSITION = 1;
/** One arrow key press moves it a tenth of the strip. */
export const KEY_STEP = 0.1;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function storedPosition(): number {
  const stored = Number(localStorage.getItem(KEY) ?? Number.NaN);
  return Number.isFinite(stored) ? clamp(stored) : DEFAULT_POSITION;
}

export function useToolbarPosition() {
  const [position, setPosition] = useState(storedPosition);
  const moveTo = useCallback((next: number) => {
    const value = clamp(next);
    localStorage.setItem(KEY, String(value));
    setPosition(value);
  }, []);
  return { position, moveTo };
}
