/**
 * A simulation as the steps a reviewer took: the machine, the input sample it started from, then
 * the events sent, the actor answers picked and the timers run out. Replaying the steps gives the
 * same run every time, so the plan is all the address needs: it is encoded into the machine
 * page's `sim` query (docs/decisions.md "Machine simulation").
 */
import { z } from 'zod';

/** A sample of the machine's table by its index, or a payload the reviewer wrote. */
export type Choice = number | { custom: unknown };

export type SimulationStep =
  /** An event sent to the machine. */
  | { kind: 'send'; type: string; choice: Choice }
  /** The answer of an invoked actor (by its path of invoke ids, e.g. `polling/checkPayment`). */
  | { kind: 'resolve' | 'reject'; actor: string; choice: Choice }
  /** The simulated clock runs to the next pending timer. */
  | { kind: 'advance' };

export interface SimulationPlan {
  machineId: string;
  /** The index of the input sample the machine starts from. */
  input: number;
  steps: readonly SimulationStep[];
}

const choiceSchema = z.union([
  z.number().int().nonnegative(),
  z.object({ v: z.unknown() }).transform(({ v }) => ({ custom: v })),
]);

/** The compact form: short keys and one tuple per step, to keep the address short. */
const stepSchema = z.union([
  z
    .tuple([z.literal('s'), z.string().min(1), choiceSchema])
    .transform(([, type, choice]) => ({ kind: 'send' as const, type, choice })),
  z
    .tuple([z.enum(['r', 'j']), z.string().min(1), choiceSchema])
    .transform(([code, actor, choice]) => ({
      kind: code === 'r' ? ('resolve' as const) : ('reject' as const),
      actor,
      choice,
    })),
  z.tuple([z.literal('t')]).transform(() => ({ kind: 'advance' as const })),
]);

const planSchema = z
  .object({ m: z.string().min(1), i: z.number().int().nonnegative(), s: z.array(stepSchema) })
  .transform(({ m, i, s }): SimulationPlan => ({ machineId: m, input: i, steps: s }));

const compactChoice = (choice: Choice) =>
  typeof choice === 'number' ? choice : { v: choice.custom };

function compactStep(step: SimulationStep) {
  switch (step.kind) {
    case 'send':
      return ['s', step.type, compactChoice(step.choice)];
    case 'resolve':
    case 'reject':
      return [step.kind === 'resolve' ? 'r' : 'j', step.actor, compactChoice(step.choice)];
    case 'advance':
      return ['t'];
  }
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The plan as a URL-safe string (base64url of its compact JSON). */
export function encodePlan(plan: SimulationPlan): string {
  return toBase64Url(
    JSON.stringify({ m: plan.machineId, i: plan.input, s: plan.steps.map(compactStep) }),
  );
}

/** The plan an address carries, or undefined when the text is not one. */
export function decodePlan(encoded: string): SimulationPlan | undefined {
  try {
    const parsed = planSchema.safeParse(JSON.parse(fromBase64Url(encoded)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
