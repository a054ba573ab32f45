/**
 * The coverage report a tester reads after a run, one Markdown file per machine under
 * test-results/model/: each state and transition with the number of covering paths through it,
 * the invariants and effects checked, and the paths by name. Transitions are labelled as on the
 * machine's diagrams (transitionText.ts), so a report and a diagram say the same.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coverageSummary,
  modelReportPath,
  type ModelCoverage,
} from '../../../src/features/machineInspector/coverage/modelCoverage';
import { MODEL_REPORTS_FOLDER } from '../../../src/features/machineInspector/metadata/sourceFiles';
import { transitionIdOf } from '../../../src/features/machineInspector/diagram/machineGraph';
import {
  guardText,
  transitionLabel,
  triggerText,
} from '../../../src/features/machineInspector/diagram/transitionText';
import { modelCoverage } from './coverageData';
import type { CoveringPath } from './coveringPaths';
import { effectNames } from './effects';
import { allTransitions, type ModelSpec, type TransitionDefinition } from './modelHarness';

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
  /** The same counts as data: test-results/model/<machine>.json. */
  coverage: ModelCoverage;
  /** The one line a run prints for the machine. */
  summary: string;
}

export function modelReport(
  spec: ModelSpec,
  paths: readonly CoveringPath[],
  edges: number,
): ModelReport {
  const flow = spec.machine.id;
  const coverage = modelCoverage(spec, paths, edges);
  const pathsThrough = new Map(coverage.transitions.map(({ id, paths }) => [id, paths]));
  const transitions = allTransitions(spec.machine).map((transition) => ({
    text: transitionText(spec, transition),
    count: pathsThrough.get(transitionIdOf(transition)) ?? 0,
  }));
  const summary = `[model] ${coverageSummary(coverage)}`;
  const invariants = Object.keys(spec.invariants ?? {}).map((key) =>
    key === '*' ? 'every state' : key,
  );
  const effects = effectNames(spec.machine);
  const markdown = [
    `# ${flow}: model coverage`,
    '',
    coverageSummary(coverage),
    '',
    '## States',
    '',
    '| state | covering paths |',
    '| --- | --- |',
    ...coverage.states.map(({ id, paths }) => `| ${cell(id)} | ${paths} |`),
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
  return { markdown, coverage, summary };
}

/** Writes test-results/model/<machine id>.md, and its data beside it as .json. */
export function writeModelReport(flow: string, report: ModelReport): void {
  mkdirSync(MODEL_REPORTS_FOLDER, { recursive: true });
  writeFileSync(join(MODEL_REPORTS_FOLDER, `${flow}.md`), report.markdown);
  writeFileSync(modelReportPath(flow), `${JSON.stringify(report.coverage, null, 2)}\n`);
}
