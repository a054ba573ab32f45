/**
 * A console error or warning is a bug (React's warnings among them), in tests too: the test
 * that printed one fails, with what it printed. A test that expects a message spies on the
 * console itself (`vi.spyOn(console, 'warn').mockImplementation(...)`), which keeps it from here.
 * Called by the screens' setup (tests/component/setup.ts) and the hooks' (tests/support/hookHarness.ts).
 */
import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';

const printed: string[] = [];

/**
 * Printed, not failed: React's warning that a render suspended on code still loading inside a
 * synchronous act depends on how fast that code arrives, and React prints it once per worker, so
 * which test gets it (if any) changes from run to run; failing on it failed a different test in
 * each full run (docs/decisions.md "Test tooling").
 */
const TIMING_WARNING = 'A component suspended inside an `act` scope';

/** The consoles already patched: a worker that runs several files keeps its console. */
const patched = new WeakSet<Console>();

function recordConsole() {
  if (patched.has(console)) return;
  patched.add(console);
  for (const level of ['error', 'warn'] as const) {
    const print = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const message = format(...args);
      if (!message.startsWith(TIMING_WARNING)) printed.push(`console.${level}: ${message}`);
      print(...args);
    };
  }
}

function failOnPrinted(when: string) {
  const messages = printed.splice(0);
  if (messages.length === 0) return;
  throw new Error(
    `${messages.length} console message(s) ${when}; each is a bug to fix at its cause:\n` +
      messages.join('\n'),
  );
}

/**
 * Called once per test file, by the file's setup: a file that shares its worker's modules with
 * the files before it (scripts/vitest/sharedModules.ts) imports this module only once, so hooks
 * registered on import would check only the worker's first file.
 */
export function failOnConsole() {
  recordConsole();
  // Registered before the setup's own afterEach, so it runs after it (Vitest runs after-hooks in
  // reverse): what the cleanup's unmounting prints counts too.
  afterEach(() => failOnPrinted('during this test'));
  // What arrives after the last test (an answer landing once the screen is gone).
  afterAll(() => failOnPrinted('after the last test of this file'));
}
