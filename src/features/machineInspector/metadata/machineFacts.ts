/**
 * Everything the inspector says about a machine, in one record: the catalog's machine, its
 * summary and its place (kept by hand, beside this file), and the files that follow from its id
 * (the house's naming: `machines/<id>Machine.ts`, `docs/machines/<id>.md`,
 * `tests/model/<id>Machine.model.test.ts`; tests/unit/machineCatalog.test.ts holds the files to it).
 */
import type { AnyStateMachine } from 'xstate';
import { machineCatalog } from '../../../../machines/catalog';
import { machinePlaces, type MachinePlace } from './machinePlaces';
import { machineSummaries, type MachineSummary } from './machineSummaries';

export interface MachineFacts extends MachinePlace {
  id: string;
  machine: AnyStateMachine;
  summary: MachineSummary;
  /** The machine's definition, relative to the project. */
  source: string;
  /** Its generated Markdown diagram. */
  docs: string;
  /** Its machine-level model test. */
  modelTest: string;
}

const places: Readonly<Record<string, MachinePlace | undefined>> = machinePlaces;
const summaries: Readonly<Record<string, MachineSummary | undefined>> = machineSummaries;

function factsOf(machine: AnyStateMachine): MachineFacts {
  const { id } = machine;
  const place = places[id];
  const summary = summaries[id];
  // A machine added to the catalog without its metadata is a developer's mistake: say it loudly.
  if (!place || !summary) throw new Error(`machine ${id} has no place or summary in metadata/`);
  return {
    ...place,
    id,
    machine,
    summary,
    source: `machines/${id}Machine.ts`,
    docs: `docs/machines/${id}.md`,
    modelTest: `tests/model/${id}Machine.model.test.ts`,
  };
}

/** Every machine of the catalog, in the catalog's order. */
export const machineFacts: readonly MachineFacts[] = machineCatalog.map(({ machine }) =>
  factsOf(machine),
);

export function findMachineFacts(id: string): MachineFacts | undefined {
  return machineFacts.find((facts) => facts.id === id);
}
