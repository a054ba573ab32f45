import { useEffect, useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { AnyStateMachine } from 'xstate';
import type Mermaid from 'mermaid';
import { mermaidStateId, toMermaid } from '../../lib/toMermaid';
import * as css from './machineGallery.css';

/** Highlights the active states of the running instances, the way the docs cannot. */
function withActiveStates(machine: AnyStateMachine, active: readonly string[]): string {
  const drawn = active.filter((id) => id !== machine.root.id).map(mermaidStateId);
  if (drawn.length === 0) return toMermaid(machine);
  return `${toMermaid(machine)}\n  classDef active fill:#ffbf47,stroke:#102a43,stroke-width:3px\n  class ${drawn.join(',')} active`;
}

let mermaidReady: Promise<typeof Mermaid> | undefined;
let renderQueue: Promise<unknown> = Promise.resolve();

/** Mermaid keeps global state while it renders: diagrams are drawn one after another. */
function renderSvg(id: string, text: string): Promise<string> {
  const ready = (mermaidReady ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
    return mermaid;
  }));
  const rendered = renderQueue.then(async () => (await (await ready).render(id, text)).svg);
  renderQueue = rendered.catch(() => undefined);
  return rendered;
}

interface Props {
  machine: AnyStateMachine;
  summary: string;
  active: readonly string[];
  instances: number;
}

export function MachineDiagram({ machine, summary, active, instances }: Props) {
  const id = `diagram-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const text = withActiveStates(machine, active);
  const [svg, setSvg] = useState<string>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    renderSvg(id, text).then(
      (rendered) => current && setSvg(rendered),
      (reason: unknown) => current && setError(String(reason)),
    );
    return () => {
      current = false;
    };
  }, [id, text]);

  return (
    <article className={css.card} data-machine={machine.id}>
      <h2>{machine.id}</h2>
      <p>{summary}</p>
      {instances > 0 ? (
        <p className={css.running}>
          <Trans>Running now: {instances}</Trans>
        </p>
      ) : null}
      {error ? <pre role="alert">{error}</pre> : null}
      {/* Mermaid's own SVG, rendered here from our machine definition with securityLevel strict. */}
      {svg ? <div data-testid="diagram" dangerouslySetInnerHTML={{ __html: svg }} /> : null}
    </article>
  );
}
