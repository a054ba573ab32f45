/**
 * Loading the Vite configs prints nothing: Vite 8 bundles a config with Rolldown and warns about
 * every import in its graph that Node's own loader (`configLoader: 'native'`, Vite's planned
 * default) could not follow — one line per extensionless or directory import, in every Vite and
 * Vitest command. The files these configs reach name their imports' files in full
 * (docs/decisions.md, "The Vite config stays small").
 */
import { relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger, loadConfigFromFile, type Logger } from 'vite';

/** Bundling vite.config.ts and its ~40 files takes a second or more at load 15 on 2 cores. */
const LOAD_TIMEOUT = 30_000;

const CONFIGS = ['vite.config.ts', 'vitest.repeat.config.ts', 'vitest.mutation.config.ts'];

/** A logger that keeps Vite's warnings and errors instead of printing them. */
function recordingLogger(): { logger: Logger; messages: string[] } {
  const messages: string[] = [];
  const logger: Logger = {
    ...createLogger('silent'),
    warn: (message) => messages.push(message),
    warnOnce: (message) => messages.push(message),
    error: (message) => messages.push(message),
  };
  return { logger, messages };
}

let ignoreWarning: string | undefined;

beforeEach(() => {
  // The variable that silences the warning would make this test pass without checking anything.
  ignoreWarning = process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
  delete process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING;
});

afterEach(() => {
  if (ignoreWarning !== undefined) process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = ignoreWarning;
});

describe('the Vite configs', () => {
  it.each(CONFIGS)(
    '%s loads without a warning about its imports',
    async (configFile) => {
      const { logger, messages } = recordingLogger();
      const loaded = await loadConfigFromFile(
        { command: 'serve', mode: 'development' },
        configFile,
        process.cwd(),
        'warn',
        logger,
      );
      const files = loaded?.dependencies.map((file) => relative(process.cwd(), file));
      // The app's plugins were bundled and checked (an empty graph would prove nothing); the mock
      // was not: it loads when a server starts (mock-server/vitePlugin.ts).
      expect(files).toContain('scripts/vite/routePreload.ts');
      expect(files).not.toContain('mock-server/createMockApp.ts');
      expect(messages).toEqual([]);
    },
    LOAD_TIMEOUT,
  );
});
