/**
 * Every machine of the product, for the generated diagrams (docs/machines/),
 * the model-based coverage run and the development gallery (#/__machines).
 * Add a machine here when you add its file.
 */
import type { AnyStateMachine } from 'xstate';
import { toastMachine } from './toastMachine';

export interface CatalogEntry {
  machine: AnyStateMachine;
  /** One line for the diagrams index. */
  summary: string;
}

export const machineCatalog: readonly CatalogEntry[] = [
  {
    machine: toastMachine,
    summary: 'One toast notice: shown, held while hovered or focused, gone after 5 s or on close.',
  },
];
