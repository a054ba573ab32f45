/**
 * A machine's diagram as data: its states with their nesting, and its transitions with what
 * their labels say. Read from the machine's definition alone, so the inspector's diagram, its
 * layout and the Markdown diagrams (scripts/diagrams/) draw the same graph.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { guardDescription } from '../../../../machines/describeGuards';
import { actionTexts, guardNames, guardText, triggerText, type LabelParts } from './transitionText';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphState {
  /** The state node's full id, `checkout.payment.walletQr`. */
  id: string;
  key: string;
  parentId: string | undefined;
  kind: StateKind;
  /** The state its compound parent enters first. */
  initial: boolean;
  /** The state node's own `description`. */
  description: string | undefined;
  /** `invoke paymentPolling as polling`: what runs while the state lasts. */
  invokes: readonly string[];
  entry: readonly string[];
  exit: readonly string[];
  childIds: readonly string[];
}

export interface GraphTransition extends LabelParts {
  id: string;
  sourceId: string;
  /** Empty for a transition that stays where it is and only runs its actions. */
  targetIds: readonly string[];
  /** XState's own event type (`xstate.after.…`, `xstate.done.actor.…`, or the event's). */
  eventType: string;
  delayMs: number | undefined;
  /** The fallback of guarded candidates for the same event: its guard reads `else`. */
  isElse: boolean;
  /** The transition's own `description`. */
  description: string | undefined;
}

export interface GraphGuard {
  name: string;
  description: string | undefined;
}

export interface MachineGraph {
  machineId: string;
  rootId: string;
  /** `parallel` when the machine's top-level states run side by side. */
  rootKind: StateKind;
  /** Every state but the root, parents before their children, in definition order. */
  states: readonly GraphState[];
  transitions: readonly GraphTransition[];
  /** Every guard the transitions use, in order of first use. */
  guards: readonly GraphGuard[];
}

type TransitionDefinition = ReturnType<AnyStateMachine['getTransitionData']>[number];

/**
 * A transition's id: its state, its event and its place among the candidates for that event
 * (`session.live.checkingUser#xstate.done.actor.getUserInfo#1`). The model tests' coverage
 * reports name transitions by it, so the inspector finds each on its diagram.
 */
export const transitionId = (sourceId: string, eventType: string, index: number) =>
  `${sourceId}#${eventType || 'always'}#${index}`;

/** The id of one of XState's transition definitions. */
export function transitionIdOf(transition: TransitionDefinition): string {
  const node = transition.source;
  const candidates = transition.eventType
    ? (node.transitions.get(transition.eventType) ?? [])
    : (node.always ?? []);
  return transitionId(node.id, transition.eventType, candidates.indexOf(transition));
}

const childrenOf = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

type Invoke = AnyStateNode['invoke'][number];

const srcName = (invoke: Invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id);

/** An invoked actor by its own id, or by what it runs when XState numbered it (`0.form.saving`). */
const actorName = (invoke: Invoke, index: number, node: AnyStateNode) =>
  invoke.id === `${index}.${node.id}` ? srcName(invoke) : invoke.id;

function invokeText(invoke: Invoke, index: number, node: AnyStateNode): string {
  const name = actorName(invoke, index, node);
  const src = srcName(invoke);
  return src === name ? `invoke ${src}` : `invoke ${src} as ${name}`;
}

function readState(node: AnyStateNode): GraphState {
  const parent = node.parent;
  return {
    id: node.id,
    key: node.key,
    parentId: parent?.id,
    kind: node.type,
    initial: parent?.type === 'compound' && parent.initial?.target?.[0] === node,
    description: node.description,
    invokes: node.invoke.map((invoke, index) => invokeText(invoke, index, node)),
    entry: actionTexts(node.entry),
    exit: actionTexts(node.exit),
    childIds: childrenOf(node).map((child) => child.id),
  };
}

/** A node's candidate transitions per event, in the order XState tries them. */
function candidateGroups(node: AnyStateNode): TransitionDefinition[][] {
  return [...node.transitions.values(), ...(node.always ? [node.always] : [])];
}

function readTransitions(machine: AnyStateMachine, node: AnyStateNode): GraphTransition[] {
  const delays = machine.implementations.delays as Record<string, unknown>;
  const names = new Map(
    node.invoke.map((invoke, index) => [invoke.id, actorName(invoke, index, node)]),
  );
  const nameOf = (id: string) => names.get(id) ?? id;
  return candidateGroups(node).flatMap((candidates) =>
    candidates.map((transition, index) => {
      const guard = guardText(transition.guard);
      const isElse = guard === undefined && candidates.slice(0, index).some((each) => each.guard);
      const trigger = triggerText(transition.eventType, node.id, delays, nameOf);
      return {
        id: transitionId(node.id, transition.eventType, index),
        sourceId: node.id,
        targetIds: ((transition.target ?? []) as AnyStateNode[]).map((target) => target.id),
        eventType: transition.eventType,
        trigger: trigger.text,
        delayMs: trigger.delayMs,
        guard: isElse ? 'else' : guard,
        isElse,
        actions: actionTexts(transition.actions),
        description: transition.description,
      };
    }),
  );
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return childrenOf(node).flatMap((child) => [child, ...descendants(child)]);
}

export function readMachineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = [machine.root, ...descendants(machine.root)];
  const transitions = nodes.flatMap((node) => readTransitions(machine, node));
  const names = nodes.flatMap((node) =>
    candidateGroups(node).flatMap((candidates) =>
      candidates.flatMap((transition) => guardNames(transition.guard)),
    ),
  );
  return {
    machineId: machine.id,
    rootId: machine.root.id,
    rootKind: machine.root.type,
    states: nodes.slice(1).map(readState),
    transitions,
    guards: [...new Set(names)].map((name) => ({
      name,
      description: guardDescription(machine, name),
    })),
  };
}
