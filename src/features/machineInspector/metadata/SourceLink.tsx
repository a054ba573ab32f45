import { sourceHref } from './sourceFiles';

/**
 * A project file, as the development server serves it to read offline in the browser: the text as
 * written (scripts/vite/sourceFiles.ts).
 */
export function SourceLink({ path }: { path: string }) {
  return (
    <a href={sourceHref(path)} target="_blank" rel="noreferrer">
      <code>{path}</code>
    </a>
  );
}
