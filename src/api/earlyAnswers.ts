/**
 * The first screen's public calls, asked by the HTML's start-up script before the app's code has
 * arrived (scripts/vite/routePreload.ts, from the calls each route declares), so their
 * answers travel beside the scripts instead of after them (docs/decisions.md, "First load").
 * The HTTP client takes a matching answer instead of asking again; everything else about the
 * call (its envelope, its errors, its time limit) is handled as for any other answer.
 */

/** Where the start-up script leaves its answers: request key → the pending response. */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

/**
 * How long an answer waits to be taken: it is for the first screen, and a later screen asking
 * the same thing wants a fresh answer.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

type Fetch = typeof globalThis.fetch;

/**
 * Method, address and query, the query sorted: the start-up script keys its answers the same way
 * (its copy of this function is checked against this one in tests/unit/routing/earlyCallsScript.test.ts).
 */
export function requestKey(method: string, url: string, pageUrl: string): string {
  const parsed = new URL(url, pageUrl);
  const params: string[] = [];
  parsed.searchParams.forEach((value, name) => {
    params.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  });
  return `${method.toUpperCase()} ${parsed.origin}${parsed.pathname}?${params.sort().join('&')}`;
}

function earlyAnswers(): Record<string, Promise<Response> | undefined> | undefined {
  const answers: unknown = Reflect.get(globalThis, EARLY_ANSWERS_GLOBAL);
  return typeof answers === 'object' && answers !== null
    ? (answers as Record<string, Promise<Response> | undefined>)
    : undefined;
}

/** The early answer to this request, once: a second ask goes to the server. */
function takeEarlyAnswer(method: string, url: string): Promise<Response> | undefined {
  const answers = earlyAnswers();
  if (!answers || !globalThis.location) return undefined;
  if (performance.now() > EARLY_ANSWER_MAX_AGE_MS) {
    Reflect.deleteProperty(globalThis, EARLY_ANSWERS_GLOBAL);
    return undefined;
  }
  const key = requestKey(method, url, globalThis.location.href);
  const answer = answers[key];
  Reflect.deleteProperty(answers, key);
  return answer;
}

/** The pending answer, given up when the caller's time limit aborts the request. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal | null | undefined) {
  if (!signal) return answer;
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/** `fetch`, but a request the start-up script has already made gets that answer. */
export function fetchTakingEarlyAnswers(fetch: Fetch): Fetch {
  return (input, init) => {
    const early =
      typeof input === 'string' && (init?.body === undefined || init.body === null)
        ? takeEarlyAnswer(init?.method ?? 'GET', input)
        : undefined;
    return early ? untilAborted(early, init?.signal) : fetch(input, init);
  };
}
