/**
 * Leaves the machines' words out of the production build. A machine describes its states and
 * transitions (`description: '…'`) and its guards (`describeGuards({…})`) for the reviewers'
 * tools: the development inspector, the simulation and docs/machines/ (docs/decisions.md, "Machine
 * words"). No customer screen reads them, and in the build they cost the cart's first load 1 KiB
 * and a request of its own. The development server, the tests and the scripts keep them.
 */
import type { Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';

const MACHINE_FILE = /[/\\]machines[/\\][^/\\]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A text written out in the source: a string, a template without values, or strings joined by `+`. */
function isWrittenText(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return isWrittenText(node.left as Node) && isWrittenText(node.right as Node);
  return false;
}

function isDescription(node: Node): boolean {
  const key = node.key as Node | undefined;
  return (
    node.type === 'Property' &&
    !node.computed &&
    key?.type === 'Identifier' &&
    key.name === 'description' &&
    isWrittenText(node.value as Node)
  );
}

const isGuardWords = (node: Node) =>
  node.type === 'CallExpression' &&
  (node.callee as Node).type === 'Identifier' &&
  (node.callee as Node).name === 'describeGuards';

/** An edit of the source: the text from `start` to `end` becomes `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The machine file's source without its words; `null` when it has none. The build writes no
 * source maps (vite.config.ts), so none is made.
 */
export function withoutMachineWords(code: string, file: string) {
  const program = parseAst(code, { lang: 'ts' }, file) as unknown as Node;
  const edits: Edit[] = [];
  const visit = (node: Node) => {
    if (isDescription(node)) {
      // The property and the comma after it.
      const comma = /^\s*,/.exec(code.slice(node.end));
      edits.push({ start: node.start, end: node.end + (comma ? comma[0].length : 0), text: '' });
      return;
    }
    if (isGuardWords(node)) {
      edits.push({ start: node.start, end: node.end, text: '{ guards: {} }' });
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  if (edits.length === 0) return null;
  // From the end, so that each edit's positions are still those of the source.
  const stripped = edits
    .sort((one, other) => other.start - one.start)
    .reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
  return { code: stripped, map: null };
}

export function machineWords(): Plugin {
  return {
    name: 'machine-words',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      return MACHINE_FILE.test(file) ? withoutMachineWords(code, file) : null;
    },
  };
}
