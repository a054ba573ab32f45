/**
 * A copy of any value that survives `postMessage` and `JSON.stringify`: an actor's context or an
 * event may hold functions, actor references, DOM nodes, cycles or long lists, none of which
 * another tab can use or should receive whole.
 */
export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** How much of a value is copied: enough to read a context, never a whole product list. */
export const JSON_SAFE_LIMITS = {
  depth: 6,
  entries: 50,
  stringLength: 300,
} as const;

const OMIT = Symbol('omit');

/**
 * What a copy never holds, whatever tab shows it: a password as typed (it leaves the form only
 * hashed, spec shop-and-shell §5 "Login") or a login token.
 */
const SECRET = /password|token|secret/i;
const namesSecret = (name: unknown) => typeof name === 'string' && SECRET.test(name);
export const HIDDEN = '[hidden]';

function isActorRef(value: object): value is { id?: unknown; sessionId: string } {
  return (
    'sessionId' in value &&
    typeof value.sessionId === 'string' &&
    'send' in value &&
    typeof value.send === 'function'
  );
}

function truncated(text: string): string {
  const { stringLength } = JSON_SAFE_LIMITS;
  return text.length > stringLength ? `${text.slice(0, stringLength)}…` : text;
}

function copy(value: unknown, depth: number, ancestors: Set<object>): JsonValue | typeof OMIT {
  switch (typeof value) {
    case 'string':
      return truncated(value);
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'boolean':
      return value;
    case 'bigint':
      return `${value}n`;
    case 'undefined':
    case 'function':
    case 'symbol':
      return OMIT;
  }
  if (value === null || typeof value !== 'object') return null;
  const object = value;
  if (ancestors.has(object)) return '[cycle]';
  if (isActorRef(object)) return `[actor ${String(object.id ?? object.sessionId)}]`;
  if (object instanceof Date) return object.toISOString();
  if (object instanceof Error) return { name: object.name, message: truncated(object.message) };
  if (depth >= JSON_SAFE_LIMITS.depth) return '[…]';

  const list: unknown[] | undefined = Array.isArray(object)
    ? object
    : object instanceof Set
      ? [...object]
      : undefined;
  const listed = list !== undefined;
  const entries: [string, unknown][] | undefined = list
    ? list.map((item, index) => [String(index), item])
    : object instanceof Map
      ? [...object.entries()].map(([key, item]) => [String(key), item])
      : isPlain(object)
        ? Object.entries(object)
        : undefined;
  if (!entries) return `[${className(object)}]`;

  // A form's `{ field: 'password', value }` or an event's `{ type: 'CHANGE_PASSWORD', value }`.
  const secretValue =
    !listed &&
    entries.some(([key, item]) => (key === 'field' || key === 'type') && namesSecret(item));
  ancestors.add(object);
  const kept = entries.slice(0, JSON_SAFE_LIMITS.entries).flatMap(([key, item]) => {
    const secret = !listed && (namesSecret(key) || (secretValue && key === 'value'));
    const copied = secret ? HIDDEN : copy(item, depth + 1, ancestors);
    // A list keeps its positions; an object drops what JSON cannot hold.
    if (copied === OMIT) return listed ? [[key, null] as const] : [];
    return [[key, copied] as const];
  });
  ancestors.delete(object);
  const more = entries.length - JSON_SAFE_LIMITS.entries;
  const rest = `[+${more} more]`;

  if (listed) {
    const items = kept.map(([, item]) => item);
    return more > 0 ? [...items, rest] : items;
  }
  const result: { [key: string]: JsonValue } = Object.fromEntries(kept);
  if (more > 0) result['…'] = rest;
  return result;
}

function className(object: object): string {
  const prototype: unknown = Object.getPrototypeOf(object);
  const constructor: unknown =
    typeof prototype === 'object' && prototype !== null && 'constructor' in prototype
      ? prototype.constructor
      : undefined;
  return typeof constructor === 'function' && constructor.name !== '' ? constructor.name : 'object';
}

function isPlain(object: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(object);
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` as JSON-safe data: passwords and tokens hidden, functions and `undefined` dropped,
 * cycles, actors and class instances named, deep or long parts cut; if the copy is still over
 * `maxChars` characters of JSON, a string saying so, with its beginning.
 */
export function toJsonSafe(value: unknown, maxChars: number): JsonValue {
  const copied = copy(value, 0, new Set());
  if (copied === OMIT) return null;
  const text = JSON.stringify(copied);
  if (text.length <= maxChars) return copied;
  return `[${text.length} characters, cut] ${text.slice(0, maxChars)}…`;
}
