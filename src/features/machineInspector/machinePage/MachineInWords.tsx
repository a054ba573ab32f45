import type { AnyStateMachine } from 'xstate';
import { Trans } from '@lingui/react/macro';
import { guardDescription } from '../../../../machines/describeGuards';
import { guardNamesOf, stateNodesOf, statePath } from '../metadata/machineWalk';
import * as css from './machinePage.css';

function Missing() {
  return (
    <span className={css.missing}>
      <Trans>not described</Trans>
    </span>
  );
}

/** A state's or a guard's words, in English as written; or that there are none. */
function Words({ text }: { text: string | undefined }) {
  return (
    <dd className={css.definition} lang={text ? 'en' : undefined}>
      {text ?? <Missing />}
    </dd>
  );
}

/**
 * The meaning of each state and guard, as the machine's definition words it (a state's
 * `description`, the root's `meta.guards`: machines/describeGuards.ts). Written in English, like
 * the code and its comments, for the reviewers who check the flow against the spec, and marked as
 * English for assistive technology.
 */
export function MachineInWords({ machine }: { machine: AnyStateMachine }) {
  const guards = guardNamesOf(machine);
  return (
    <>
      <section aria-labelledby="machine-states">
        <h2 id="machine-states">
          <Trans>States</Trans>
        </h2>
        <dl className={css.facts} data-testid="state-descriptions">
          {stateNodesOf(machine).map((node) => (
            <div key={node.id} className={css.row}>
              <dt className={css.term}>
                <code>{statePath(node)}</code>
              </dt>
              <Words text={node.description} />
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="machine-guards">
        <h2 id="machine-guards">
          <Trans>Guards</Trans>
        </h2>
        {guards.length === 0 ? (
          <p>
            <Trans>This machine has no guards.</Trans>
          </p>
        ) : (
          <dl className={css.facts} data-testid="guard-descriptions">
            {guards.map((name) => (
              <div key={name} className={css.row}>
                <dt className={css.term}>
                  <code>{name}</code>
                </dt>
                <Words text={guardDescription(machine, name)} />
              </div>
            ))}
          </dl>
        )}
      </section>
    </>
  );
}
