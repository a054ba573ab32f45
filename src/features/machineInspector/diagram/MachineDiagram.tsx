import { useEffect, useId, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import type Mermaid from 'mermaid';
import { mermaidStateId, toMermaid } from '../../../lib/toMermaid';

/** Highlights the active states of the running instances, the way the docs cannot. */
function withActiveStates(machine: AnyStateMachine, active: readonly string[]): string {
  const drawn = active.filter((id) => id !== machine.root.id).map(mermaidStateId);
  if (drawn.length === 0) return toMermaid(machine);
  return `${toMermaid(machine)}\n  classDef active fill:#ffbf47,stroke:#102a43,stroke-width:3px\n  class ${drawn.join(',')} active`;
}

let mermaidReady: Promise<typeof Mermaid> | undefined;
let renderQueue: Promise<unknown> = Promise.resolve();

/** A task boundary: what waits for the page (React's commit of the last diagram, a paint) runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Mermaid keeps global state while it renders: diagrams are drawn one after another, each in a
 * task of its own (chained on resolved promises, the whole gallery was one task, and nothing
 * showed before the last diagram). A drawing no longer wanted when its turn comes is skipped:
 * StrictMode's first effect run in development, or states that changed meanwhile; drawn anyway,
 * they put every wanted diagram, and the running machines' states, behind a whole gallery's worth.
 */
function renderSvg(id: string, text: string, signal: AbortSignal): Promise<string> {
  const ready = (mermaidReady ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return mermaid;
  }));
  const rendered = renderQueue.then(async () => {
    await nextTask();
    signal.throwIfAborted();
    return (await (await ready).render(id, text)).svg;
  });
  renderQueue = rendered.catch(() => undefined);
  return rendered;
}

export interface MachineDiagramProps {
  machine: AnyStateMachine;
  /** States to highlight: the active ones of a running or simulated instance. */
  activeStateIds?: readonly string[];
}

/** A machine drawn from its definition, with the given states lit. */
export function MachineDiagram({ machine, activeStateIds = [] }: MachineDiagramProps) {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const text = withActiveStates(machine, activeStateIds);
  const [svg, setSvg] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const drawing = new AbortController();
    renderSvg(id, text, drawing.signal).then(
      (rendered) => !drawing.signal.aborted && setSvg(rendered),
      (reason: unknown) => !drawing.signal.aborted && setError(String(reason)),
    );
    return () => drawing.abort();
  }, [id, text]);

  return (
    <>
      {error ? <pre role="alert">{error}</pre> : null}
      {/* Mermaid's own SVG, rendered here from our machine definition with securityLevel strict. */}
      {svg ? <div data-testid="diagram" dangerouslySetInnerHTML={{ __html: svg }} /> : null}
    </>
  );
}
