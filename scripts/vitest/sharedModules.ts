/**
 * Which node-environment test files may share their worker's modules (Vitest's `isolate: false`):
 * a file that evaluates the mock, the fixtures and the machines again for itself spent more
 * time importing than testing (docs/decisions.md, "Test run time"). A file that changes what
 * the next one would import or see keeps a fresh set of modules: a module mock (which Vitest
 * resets only between isolated files), stubbed globals or environment, fake timers, spies, a
 * test environment of its own (jsdom's storage and cookies live as long as the worker).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LEAVES_STATE =
  /vi\.(mock|doMock|unmock|doUnmock|hoisted|stubGlobal|stubEnv|useFakeTimers|spyOn|resetModules)\b|@vitest-environment|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|globalThis\.\w+\s*=[^=]|Object\.defineProperty\((globalThis|process)\b/;

/**
 * The `*.test.ts` files under `dirs` (relative to the project root), split by that rule. Every
 * `vite` command loads the config: a checkout without the tests (a deployment's build) has none.
 */
export function byIsolation(root: string, dirs: readonly string[]) {
  const files = dirs.flatMap((dir) =>
    (existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      : []
    )
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${dir}/${file.replaceAll('\\', '/')}`),
  );
  const isolated = files.filter((file) =>
    LEAVES_STATE.test(readFileSync(join(root, file), 'utf8')),
  );
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
