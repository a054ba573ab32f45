import { expect } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

/** The message shown under a field (its accessible description). */
export const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

/**
 * Fills a field as a user leaving it would (focus, change, blur). In an awaited act: a field's
 * first message may mount code not loaded yet, and a render that suspends inside a synchronous
 * act is one React warns of.
 */
export async function fillAndLeave(
  label: string | RegExp,
  value: string,
  scope: Pick<typeof screen, 'getByLabelText'> = screen,
) {
  const input = scope.getByLabelText(label);
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
  return input;
}

/** Waits for a field's message: a machine's update may render on the next tick. */
export async function expectMessage(input: HTMLElement, expected: string) {
  await waitFor(() => expect(messageOf(input)).toBe(expected));
}
