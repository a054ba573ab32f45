/**
 * Where the development server serves the project's files as plain text, for the inspector's
 * links (scripts/vite/sourceFiles.ts serves them; docs/decisions.md, "Machine inspector").
 */
export const SOURCE_FILES_PATH = '/__source';

/** Where the model tests write their coverage reports (coverage/modelCoverage.ts). */
export const MODEL_REPORTS_FOLDER = 'test-results/model';

/**
 * The folders it serves; nothing else of the project (no `.env`, no `node_modules`). Of the test
 * results, only the model tests' coverage reports, which the machine pages lay on their diagrams.
 */
export const SOURCE_FOLDERS: readonly string[] = [
  'docs',
  'machines',
  'src',
  'tests',
  MODEL_REPORTS_FOLDER,
];

/** The address of a project file, relative to the project. */
export const sourceHref = (path: string) => `${SOURCE_FILES_PATH}/${path}`;
