/**
 * A project file as the development server serves it, readable offline in the browser: Markdown
 * as text, code as the module the browser runs, comments kept (docs/decisions.md, "Machine
 * inspector": Vite's `/__open-in-editor` answers with an empty page and needs an editor on the
 * server's machine).
 */
export function SourceLink({ path }: { path: string }) {
  return (
    <a href={`/${path}`} target="_blank" rel="noreferrer">
      <code>{path}</code>
    </a>
  );
}
