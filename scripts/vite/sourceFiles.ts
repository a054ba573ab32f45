/**
 * Development server only: the project's files as plain text under `/__source/<path>`, so that
 * the machine inspector's links to a machine's source, hook, screen, Markdown and tests open in
 * the browser, offline and as written. Vite's own answer for a `.ts` file is the module it
 * compiled, and asking it for a test file makes it optimise the test libraries and reload every
 * open page; `/__open-in-editor` answers with an empty page (docs/decisions.md, "Machine
 * inspector").
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import {
  MODEL_REPORTS_FOLDER,
  SOURCE_FILES_PATH,
  SOURCE_FOLDERS,
} from '../../src/features/machineInspector/metadata/sourceFiles.ts';

/**
 * The file a request under `/__source` names (`urlPath` is what follows it), or undefined when
 * it is outside the served folders (`..` included) or is no file.
 */
export function servedSourceFile(
  root: string,
  folders: readonly string[],
  urlPath: string,
): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.split('?')[0] ?? '').replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  const file = resolve(root, relative);
  const inFolder = folders.some((folder) => file.startsWith(resolve(root, folder) + sep));
  return inFolder && existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * A coverage report not written yet is a state the machine page expects, not an error: it is
 * answered 204, which the browser does not log as a failed load the way it logs a 404.
 */
export function isReportPath(urlPath: string): boolean {
  const path = (urlPath.split('?')[0] ?? '').replace(/^\/+/, '');
  const folder = `${MODEL_REPORTS_FOLDER}/`;
  return path.startsWith(folder) && /^[\w-]+\.json$/.test(path.slice(folder.length));
}

export function sourceFiles(): Plugin {
  return {
    name: 'iot-source-files',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(SOURCE_FILES_PATH, (request, response) => {
        const file = servedSourceFile(server.config.root, SOURCE_FOLDERS, request.url ?? '');
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        if (!file && isReportPath(request.url ?? '')) {
          response.statusCode = 204;
          response.end();
          return;
        }
        if (!file) {
          response.statusCode = 404;
          response.end('Not a file of the served folders');
          return;
        }
        response.end(readFileSync(file));
      });
    },
  };
}
