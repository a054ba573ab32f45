/**
 * Compiles Lingui's macros (`t`, `<Trans>`, `msg`...) in the app's own modules. plugin-react 6
 * has no babel option, so the macro needs a babel pass of its own, before Vite strips the types.
 * Only `src/` uses the macros; dependencies and the other folders are left to Vite alone.
 */
import babel from 'vite-plugin-babel';
import type { Plugin } from 'vite';

/** Babel parses the source as written: TypeScript, with JSX only in .tsx files. */
function macroPass(files: RegExp, syntax: Array<'typescript' | 'jsx'>): Plugin {
  return babel({
    include: files,
    exclude: /[/\\]node_modules[/\\]/,
    babelConfig: {
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: syntax },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    },
  });
}

export function linguiMacro(): Plugin[] {
  return [
    macroPass(/[/\\]src[/\\].*\.ts(?:$|\?)/, ['typescript']),
    macroPass(/[/\\]src[/\\].*\.tsx(?:$|\?)/, ['typescript', 'jsx']),
  ];
}
