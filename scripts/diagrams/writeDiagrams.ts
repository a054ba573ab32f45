import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGRAMS_DIR, renderDiagramDocs } from './diagramDocs';

const files = renderDiagramDocs();
mkdirSync(DIAGRAMS_DIR, { recursive: true });
// A machine that was removed loses its diagram too; the README's screenshots stay.
for (const name of readdirSync(DIAGRAMS_DIR))
  if (name.endsWith('.md') && !files.has(name)) rmSync(join(DIAGRAMS_DIR, name));
for (const [name, text] of files) writeFileSync(join(DIAGRAMS_DIR, name), text);
console.log(`wrote ${files.size} files to ${DIAGRAMS_DIR}`);
