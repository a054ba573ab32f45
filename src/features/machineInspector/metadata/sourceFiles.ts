/**
 * Where the development server serves the project's files as plain text, for the inspector's
 * links (scripts/vite/sourceFiles.ts serves them; docs/decisions.md, "Machine inspector").
 */
export const SOURCE_FILES_PATH = '/__source';

/** The folders it serves; nothing else of the project (no `.env`, no `node_modules`). */
export const SOURCE_FOLDERS: readonly string[] = ['docs', 'machines', 'src', 'tests'];

/** The address of a project file, relative to the project. */
export const sourceHref = (path: string) => `${SOURCE_FILES_PATH}/${path}`;
