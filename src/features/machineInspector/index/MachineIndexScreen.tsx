import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { machineFacts } from '../metadata/machineFacts';
import { MACHINE_GROUPS } from '../metadata/machinePlaces';
import { groupLabels } from '../metadata/groupLabels';
import { filterMachines } from '../metadata/filterMachines';
import { RoutesOfMachine } from '../metadata/RoutesOfMachine';
import * as pageCss from '../machineInspector.css';
import * as css from './machineIndex.css';

/**
 * Development only: every machine with its summary, where it runs and a link to its page, by
 * group, with a filter. No diagram is drawn here, so the index opens at once.
 */
export function MachineIndexScreen() {
  const { i18n, t } = useLingui();
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = filterMachines(machineFacts, query, (facts) => i18n._(facts.summary));

  return (
    <section className={pageCss.page}>
      <h1>
        <Trans>State machines</Trans>
      </h1>
      <p>
        <Trans>
          Every timed or asynchronous flow of the product. Open a machine to read its diagram, its
          states and guards in words, and where it runs.
        </Trans>
      </p>
      <div className={css.filter}>
        <label htmlFor={filterId}>
          <Trans>Filter</Trans>
        </label>
        <input
          id={filterId}
          type="search"
          value={query}
          placeholder={t`Id, summary or route`}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length === 0 ? (
        <p role="status">
          <Trans>No machine matches “{query}”.</Trans>
        </p>
      ) : null}
      {MACHINE_GROUPS.map((group) => {
        const inGroup = shown.filter((facts) => facts.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `${filterId}-${group}`;
        return (
          <section key={group} aria-labelledby={headingId}>
            <h2 id={headingId}>{i18n._(groupLabels[group])}</h2>
            <ul className={css.list}>
              {inGroup.map((facts) => (
                <li key={facts.id} className={pageCss.card} data-machine={facts.id}>
                  <Link
                    className={css.name}
                    to="/__machines/$machineId"
                    params={{ machineId: facts.id }}
                  >
                    {facts.id}
                  </Link>
                  <p>{i18n._(facts.summary)}</p>
                  <p className={css.where}>
                    <Trans>Routes:</Trans> <RoutesOfMachine routes={facts.routes} />
                    {' · '}
                    <Trans>Screen:</Trans> <code>{facts.screen.split('/').at(-1)}</code>
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
