/**
 * The screen tests' stand-ins, put in place by the config rather than by a `vi.mock` in each file
 * (there were some forty, with four copies of the client's): every screen test gets the same
 * ones, and a module mock would hold only where no file before it in the same worker had loaded
 * the module, should files ever share their modules. Each stand-in behaves as the app's own
 * module until a test configures it (a server to call, held calls, a machine on a simulated
 * clock), and imports the app's module itself as `<module>.ts?app`, which this plugin leaves alone.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** App module → its stand-in, relative to the project root. */
const STAND_INS: Record<string, string> = {
  // The app's client, sending to the test's mock server (`apiTarget`).
  'src/api/client.ts': 'tests/support/clientToTarget.ts',
  // The machine hook, with the machines a test lists in `testClocks` on their simulated clocks.
  'src/lib/useAppMachine.ts': 'tests/support/modelUi/useAppMachineOnTestClock.ts',
};

export function testStandIns(root: string): Plugin {
  const standIns = new Map(
    Object.entries(STAND_INS).map(([module, standIn]) => [
      resolve(root, module),
      resolve(root, standIn),
    ]),
  );
  const names = new Set([...standIns.keys()].map((file) => file.replace(/^.*\/|\.ts$/g, '')));
  return {
    name: 'test-stand-ins',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const name = source.replace(/^.*\/|\.ts$/g, '');
      if (!importer || !names.has(name)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && standIns.get(resolved.id)) ?? null;
    },
  };
}
