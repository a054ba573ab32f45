import { Trans, useLingui } from '@lingui/react/macro';
import type { SimulationView } from './simulationDriver';
import * as css from './simulation.css';

/** Where the machine is: its active leaf states, status, context and the child machines it runs. */
export function SimulationState({ view }: { view: SimulationView }) {
  const { t } = useLingui();
  const { status, error } = view;
  return (
    <div>
      <h3>
        <Trans>Active states</Trans>
      </h3>
      <ul className={css.list} aria-label={t`Active states`} data-testid="simulation-states">
        {view.leafStateIds.map((id) => (
          <li key={id} className={css.leaf}>
            {id}
          </li>
        ))}
      </ul>
      <p>
        {status === 'active' ? (
          <Trans>Status: running</Trans>
        ) : status === 'done' ? (
          <Trans>Status: finished</Trans>
        ) : (
          <span className={css.problem}>
            <Trans>Status: stopped by an error: {error}</Trans>
          </span>
        )}
      </p>
      {view.children.map(({ path, machineId, leafStateIds, context }) => {
        const states = leafStateIds.join(', ');
        return (
          <div key={path} data-child={path}>
            <h4>
              <Trans>
                Child machine {machineId} ({path}): {states}
              </Trans>
            </h4>
            <pre className={css.code}>{JSON.stringify(context, null, 2)}</pre>
          </div>
        );
      })}
      <h3>
        <Trans>Context</Trans>
      </h3>
      <pre className={css.code} data-testid="simulation-context">
        {JSON.stringify(view.context, null, 2) ?? 'undefined'}
      </pre>
    </div>
  );
}
