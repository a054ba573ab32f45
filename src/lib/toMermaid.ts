/**
 * Draws a machine as a Mermaid `stateDiagram-v2`, straight from its definition:
 * nested and parallel states, initial and final states, every transition with
 * its event, guard and delay. Used for docs/machines/ and the dev gallery, so
 * the two can never disagree.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';

type TransitionDefinition = ReturnType<AnyStateMachine['getTransitionData']>[number];

/** The Mermaid id of a state node id (`toast.visible` → `toast_visible`). */
export const mermaidStateId = (stateNodeId: string) => stateNodeId.replace(/[^a-zA-Z0-9_]/g, '_');
const mermaidId = (node: AnyStateNode) => mermaidStateId(node.id);

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const typed = guard as { type: unknown; guards?: unknown[]; guard?: unknown };
    if (typed.type === 'xstate.not')
      return `!${guardLabel((typed as { guards?: unknown[] }).guards?.[0])}`;
    if (typeof typed.type === 'string') return typed.type;
  }
  if (typeof guard === 'function')
    return guard.name && guard.name !== 'guard' ? guard.name : 'guard';
  return 'guard';
}

/** `xstate.after.visibleFor.toast.visible` → `after visibleFor`; actor events by their actor. */
type Delays = Record<string, unknown>;

/** A named delay shows its value too, so reviewers read "after hoverOpen (300 ms)". */
function delayLabel(delay: string, delays: Delays): string {
  if (/^\d+$/.test(delay)) return `after ${delay} ms`;
  const value = delays[delay];
  return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay}`;
}

export function eventLabel(eventType: string, node: AnyStateNode, delays: Delays = {}): string {
  const afterPrefix = 'xstate.after.';
  if (eventType.startsWith(afterPrefix) && eventType.endsWith(`.${node.id}`)) {
    const delay = eventType.slice(afterPrefix.length, -(node.id.length + 1));
    return delayLabel(delay, delays);
  }
  const done = eventType.match(/^xstate\.done\.actor\.(.+)$/);
  if (done) return `done: ${done[1]}`;
  const error = eventType.match(/^xstate\.error\.actor\.(.+)$/);
  if (error) return `error: ${error[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType || 'always';
}

function transitionLine(transition: TransitionDefinition, indent: string): string[] {
  const source = transition.source as AnyStateNode;
  const label = eventLabel(transition.eventType, source, source.machine.implementations.delays);
  const guard = guardLabel(transition.guard);
  const text = `${label}${guard ? ` [${guard}]` : ''}`.replace(/:/g, '：');
  const targets = (transition.target as AnyStateNode[] | undefined) ?? [source];
  return targets.map(
    (target) => `${indent}${mermaidId(source)} --> ${mermaidId(target)} : ${text}`,
  );
}

const invokeLabel = (invoke: AnyStateNode['invoke'][number]) =>
  `invoke ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`;

/**
 * What a state invokes: a description line under a simple state; a note beside a composite
 * one, since Mermaid refuses descriptions on a state that has states inside.
 */
function invokeNote(node: AnyStateNode, indent: string): string[] {
  if (Object.keys(node.states).length > 0)
    return node.invoke.map(
      (invoke) => `${indent}note right of ${mermaidId(node)} : ${invokeLabel(invoke)}`,
    );
  return node.invoke.map((invoke) => `${indent}${mermaidId(node)} : ${invokeLabel(invoke)}`);
}

/** Every transition of a node and its descendants. */
function transitionsOf(node: AnyStateNode): TransitionDefinition[] {
  const own = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  const children = Object.values(node.states) as AnyStateNode[];
  return [...own, ...children.flatMap(transitionsOf)];
}

function drawChildren(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states) as AnyStateNode[];
  const lines: string[] = [];
  if (node.type === 'parallel') {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...drawNode(region, indent));
    });
    return lines;
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) {
    lines.push(...drawNode(child, indent));
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
  return lines;
}

function drawNode(node: AnyStateNode, indent: string): string[] {
  const lines = [`${indent}state "${node.key}" as ${mermaidId(node)}`];
  if (Object.keys(node.states).length > 0) {
    lines[0] = `${indent}state "${node.key}" as ${mermaidId(node)} {`;
    lines.push(...drawChildren(node, `${indent}  `), `${indent}}`);
  }
  lines.push(...invokeNote(node, indent));
  return lines;
}

export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  // Transitions come after every state is declared, at the top level: inside a
  // composite block Mermaid would adopt a state it first meets in a transition.
  // Mermaid accepts the `--` between parallel regions only inside a composite state: a machine
  // that is parallel at its root is drawn as one state holding its regions.
  const states = root.type === 'parallel' ? drawNode(root, '  ') : drawChildren(root, '  ');
  const lines = ['stateDiagram-v2', ...states];
  for (const transition of transitionsOf(root)) lines.push(...transitionLine(transition, '  '));
  return lines.join('\n');
}
