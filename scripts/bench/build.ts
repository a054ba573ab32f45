import { resolve } from 'node:path';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { MOCK_MODE } from '../vite/appConfigPlugin';

/**
 * Runs `vite build` with the given config file, exactly as
 * `vite build --config <file>` would load it, and returns the absolute outDir
 * the config resolved to, so the bench never guesses where the files went.
 */
export async function viteBuild(configFile: string, root?: string): Promise<string> {
  let outDir: string | undefined;
  const captureOutDir: Plugin = {
    name: 'bench-capture-outdir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  await build({
    configFile,
    // The app is measured against the mock, on the same origin (vite.config.ts).
    mode: MOCK_MODE,
    logLevel: 'warn',
    plugins: [captureOutDir],
    ...(root ? { root } : {}),
  });
  if (!outDir) throw new Error(`vite build with ${configFile} never resolved its config`);
  return outDir;
}

export interface BuiltSites {
  app: string;
  floor: string;
}

/** One after the other: on two cores, parallel builds only contend. */
export async function buildSites(repoRoot: string): Promise<BuiltSites> {
  const app = await viteBuild(resolve(repoRoot, 'vite.config.ts'), repoRoot);
  const floor = await viteBuild(resolve(repoRoot, 'bench/floor/vite.config.ts'));
  return { app, floor };
}
