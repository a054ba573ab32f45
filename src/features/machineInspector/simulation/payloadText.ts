/**
 * Payloads as text, for the panel's labels, editor and log: JSON, with what JSON cannot carry
 * (an Error, a file) said in words instead of lost as `{}`.
 */
export function payloadText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Error) return `Error: ${item.message}`;
    if (typeof Blob !== 'undefined' && item instanceof Blob) return `Blob (${item.size} B)`;
    return item;
  });
  return text ?? 'undefined';
}

/** An event's payload: everything but its type. */
export function eventPayload(event: { type: string }): Record<string, unknown> {
  const { type: _type, ...payload } = event as Record<string, unknown>;
  return payload;
}

/** An actor answer's value: the output of a `done` event, the error of an `error` one. */
export function answerValue(event: { type: string }): unknown {
  const { output, error } = event as { output?: unknown; error?: unknown };
  return event.type.startsWith('xstate.error.') ? error : output;
}

export type ParsedPayload = { ok: true; value: Record<string, unknown> } | { ok: false };

/** The reviewer's text as an event payload: a JSON object. */
export function parsePayload(text: string): ParsedPayload {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { ok: true, value: value as Record<string, unknown> }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}
