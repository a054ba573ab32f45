/**
 * Which test files may share their worker's modules (Vitest's `isolate: false`): a file that
 * evaluates the mock, the fixtures, the machines or the screens again for itself spent more time
 * importing than testing (docs/decisions.md, "Test run time"). A file that changes what the next
 * one would import or see keeps a fresh set of modules: a module mock (which Vitest resets only
 * between isolated files), stubbed globals or environment, a reset module registry, a test
 * environment of its own (jsdom's storage and cookies live as long as the worker).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CHANGES_MODULES =
  /vi\.(mock|doMock|unmock|doUnmock|hoisted|stubGlobal|stubEnv|resetModules)\b|@vitest-environment|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|globalThis\.\w+\s*=[^=]|Object\.defineProperty\((globalThis|process)\b/;
/**
 * Fake timers: the screens' setup (tests/component/setup.ts) puts the real clock back before every
 * file; the node files have no such setup, so there a file that uses them keeps its own modules.
 * Spies need neither: Vitest restores them after every file, shared or not.
 */
const CHANGES_CLOCK = /vi\.useFakeTimers\b/;

/**
 * What jsdom lacks and a screen test stands in for itself (a media query's answer, `CSS.escape`):
 * the screens' setup puts each back before the next file. Set it in the test file or in a function
 * the test calls: a helper module's own code runs once per worker where files share modules. Any
 * other property of the window a screen test sets keeps that file's modules and jsdom its own.
 */
export const JSDOM_STAND_INS = ['matchMedia', 'CSS'] as const;
// An assignment that starts a statement: a sanitizer test's markup (`onerror="window.hacked=1"`)
// names the window in a string and sets nothing.
const SETS_WINDOW = new RegExp(
  `^\\s*(window|globalThis)\\.(?!(${JSDOM_STAND_INS.join('|')})\\b)\\w+\\s*(\\?\\?|\\|\\||&&)?=[^=]`,
  'm',
);

export interface IsolationOptions {
  /** The files run with the screens' setup, which puts the real clock back before each file. */
  screens?: boolean;
}

/**
 * The `*.test.ts` and `*.test.tsx` files under `dirs` (relative to the project root), split by
 * that rule. Every `vite` command loads the config: a checkout without the tests (a deployment's
 * build) has none.
 */
export function byIsolation(
  root: string,
  dirs: readonly string[],
  { screens = false }: IsolationOptions = {},
) {
  const files = dirs.flatMap((dir) =>
    (existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      : []
    )
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.replaceAll('\\', '/')}`),
  );
  const leavesState = (text: string) =>
    CHANGES_MODULES.test(text) || (screens ? SETS_WINDOW.test(text) : CHANGES_CLOCK.test(text));
  const isolated = files.filter((file) => leavesState(readFileSync(join(root, file), 'utf8')));
  return { isolated, shared: files.filter((file) => !isolated.includes(file)) };
}
