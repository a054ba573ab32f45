import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIAGRAMS_DIR, renderDiagramDocs } from '../../scripts/diagrams/diagramDocs';

describe('docs/machines', () => {
  const files = renderDiagramDocs();

  // Besides them, only the screenshots the README shows.
  it('holds exactly the generated files (run `npm run diagrams`)', () => {
    const texts = readdirSync(DIAGRAMS_DIR).filter((name) => !name.endsWith('.png'));
    expect(texts.sort()).toEqual([...files.keys()].sort());
  });

  it.each([...files.keys()])('%s is current with its machine', (name) => {
    expect(readFileSync(join(DIAGRAMS_DIR, name), 'utf8')).toBe(files.get(name));
  });
});
