/**
 * Compiles Lingui's macros (`t`, `<Trans>`, `msg`...) in the project's own modules. plugin-react 6
 * has no babel option, so the macro needs a babel pass of its own, before Vite strips the types.
 * Babel is loaded on the first module that imports a macro, not when the configuration loads
 * (every `vite`, `vitest` and config test pays that load otherwise: about a second here).
 */
import type { Plugin } from 'vite';

const TYPESCRIPT = /\.(ts|tsx)(?:$|\?)/;
const DEPENDENCY = /[/\\]node_modules[/\\]/;
/** Every macro is imported from one of these modules. */
const MACRO_IMPORT = /@lingui\/(core|react)\/macro/;

export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const typescript = TYPESCRIPT.exec(id);
      if (!typescript || DEPENDENCY.test(id) || !MACRO_IMPORT.test(code)) return null;
      const { transformAsync } = await import('@babel/core');
      const result = await transformAsync(code, {
        filename: id.split('?')[0],
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        // Babel parses the source as written: TypeScript, with JSX only in .tsx files.
        parserOpts: { plugins: typescript[1] === 'tsx' ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
