/**
 * The `empty` scenario: a backend that has no records. The portal's success
 * envelope is kept and its `data` becomes what such a backend sends: `[]` for a
 * list, a paged list with no rows and `total: 0`, and `null` for a single record.
 * Errors and the shop's envelopes pass unchanged, so logins and failures still
 * behave as they do.
 */
type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nothing(data: unknown): unknown {
  if (Array.isArray(data)) return [];
  if (isRecord(data) && typeof data.total === 'number') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        Array.isArray(value) ? [] : key === 'total' ? 0 : value,
      ]),
    );
  }
  return null;
}

export function emptyAnswer(body: unknown): unknown {
  if (!isRecord(body) || body.code !== 1 || !('data' in body)) return body;
  return { ...body, data: nothing(body.data) };
}
