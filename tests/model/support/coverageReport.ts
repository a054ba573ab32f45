/**
 * The coverage report a tester reads after a run, one Markdown file per machine under
 * test-results/model/: each state and transition with the number of covering paths through it,
 * the invariants and effects checked, and the paths by name. Transitions are labelled as on the
 * machine's diagrams (transitionText.ts), so a report and a diagram say the same.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, getNextSnapshot, type AnyMachineSnapshot, type AnyStateNode } from 'xstate';
import {
  guardText,
  transitionLabel,
  triggerText,
} from '../../../src/features/machineInspector/diagram/transitionText';
import { transitionKey, type CoveringPath } from './coveringPaths';
import { effectNames } from './effects';
import {
  allStateNodes,
  allTransitions,
  type ModelSpec,
  type TransitionDefinition,
} from './modelHarness';

export const REPORT_DIR = join('test-results', 'model');

/** The state node ids a path goes through, its start included. */
function statesOf(spec: ModelSpec, path: CoveringPath): Set<string> {
  let snapshot = createActor(spec.machine, {
    input: spec.input,
  }).getSnapshot() as AnyMachineSnapshot;
  const ids = new Set<string>(snapshot._nodes.map((node: AnyStateNode) => node.id));
  for (const event of path.events) {
    snapshot = getNextSnapshot(spec.machine, snapshot, event) as AnyMachineSnapshot;
    snapshot._nodes.forEach((node: AnyStateNode) => ids.add(node.id));
  }
  return ids;
}

/** `checkout.payment.waiting --after checkInterval (3000 ms) [!isPaid]--> checkout.paid`. */
function transitionText(spec: ModelSpec, transition: TransitionDefinition): string {
  const trigger = triggerText(
    transition.eventType,
    transition.source.id,
    spec.machine.implementations.delays,
  ).text;
  const label = transitionLabel({ trigger, guard: guardText(transition.guard), actions: [] });
  const targets = transition.target?.map((target) => target.id).join(', ') ?? '(itself)';
  return `${transition.source.id} → ${targets}: ${label}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export interface ModelReport {
  markdown: string;
  /** The one line a run prints for the machine. */
  summary: string;
}

export function modelReport(
  spec: ModelSpec,
  paths: readonly CoveringPath[],
  edges: number,
): ModelReport {
  const flow = spec.machine.id;
  const visits = paths.map((path) => statesOf(spec, path));
  const states = allStateNodes(spec.machine.root).map((node) => ({
    id: node.id,
    count: visits.filter((ids) => ids.has(node.id)).length,
  }));
  const transitions = allTransitions(spec.machine).map((transition) => ({
    text: transitionText(spec, transition),
    count: paths.filter((path) => path.transitions.has(transitionKey(transition))).length,
  }));
  const covered = (list: readonly { count: number }[]) =>
    `${list.filter((one) => one.count > 0).length}/${list.length}`;
  const summary = `[model] ${flow}: states ${covered(states)}, transitions ${covered(transitions)}, ${paths.length} covering paths, ${edges} edges replayed`;
  const invariants = Object.keys(spec.invariants ?? {}).map((key) =>
    key === '*' ? 'every state' : key,
  );
  const effects = effectNames(spec.machine);
  const markdown = [
    `# ${flow}: model coverage`,
    '',
    summary.replace(/^\[model\] /, ''),
    '',
    '## States',
    '',
    '| state | covering paths |',
    '| --- | --- |',
    ...states.map(({ id, count }) => `| ${cell(id)} | ${count} |`),
    '',
    '## Transitions',
    '',
    '| transition | covering paths |',
    '| --- | --- |',
    ...transitions.map(({ text, count }) => `| ${cell(text)} | ${count} |`),
    '',
    '## Checked on every step of every path',
    '',
    `- Invariants of: ${invariants.length > 0 ? invariants.join(', ') : 'none'}`,
    `- Effects compared with the spec's: ${effects.length > 0 ? effects.join(', ') : 'none (the machine has none)'}`,
    '',
    '## Paths',
    '',
    ...paths.map((path) => `1. ${path.description}`),
    '',
  ].join('\n');
  return { markdown, summary };
}

/** Writes test-results/model/<machine id>.md. */
export function writeModelReport(flow: string, report: ModelReport): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `${flow}.md`), report.markdown);
}
