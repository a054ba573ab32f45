import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyStateMachine } from 'xstate';
import { samplesOf } from '../../../../machines/samples/sampleTables';
import { useLatest } from '../../../lib/useLatest';
import { EventRow } from './EventRow';
import { payloadText } from './payloadText';
import { PendingActorRow } from './PendingActorRow';
import { SimulationLog } from './SimulationLog';
import { SimulationState } from './SimulationState';
import { SimulationTimers } from './SimulationTimers';
import { runSimulation, type StepFailure } from './simulationDriver';
import { decodePlan, encodePlan, type SimulationPlan, type SimulationStep } from './simulationPlan';
import * as css from './simulation.css';

interface Props {
  machine: AnyStateMachine;
  /** The simulation as the page's address carries it (`sim`); undefined before it starts. */
  encoded: string | undefined;
  onEncodedChange: (encoded: string | undefined) => void;
  /** The active state nodes' ids (ancestors included), for the diagram to light. */
  onActiveStateIdsChange: (ids: readonly string[]) => void;
}

function FailureText({ reason }: { reason: StepFailure }) {
  switch (reason) {
    case 'notActive':
      return <Trans>the machine had already finished</Trans>;
    case 'noSample':
      return <Trans>its sample no longer exists</Trans>;
    case 'noSuchActor':
      return <Trans>no such actor was running</Trans>;
    case 'noTimer':
      return <Trans>no timer was pending</Trans>;
    case 'noSuchInput':
      return <Trans>its input sample no longer exists</Trans>;
  }
}

/**
 * The simulation of a machine page (docs/decisions.md "Machine simulation"): the reviewer sends
 * events, answers the invoked actors and runs the timers out, and sees where the machine goes.
 * The whole run lives in the address (`encoded`), so the page's address is the run to share.
 */
export function SimulationPanel({
  machine,
  encoded,
  onEncodedChange,
  onActiveStateIdsChange,
}: Props) {
  const { t } = useLingui();
  const [inputChoice, setInputChoice] = useState(0);
  const decoded = useMemo(
    () => (encoded === undefined ? undefined : decodePlan(encoded)),
    [encoded],
  );
  const plan = decoded?.machineId === machine.id ? decoded : undefined;
  const view = useMemo(
    () => (plan ? runSimulation(machine, samplesOf, plan) : undefined),
    [machine, plan],
  );
  const report = useLatest(onActiveStateIdsChange);
  const activeKey = view?.activeStateIds.join(' ') ?? '';
  useEffect(() => {
    report.get()(activeKey ? activeKey.split(' ') : []);
  }, [activeKey, report]);

  const inputs = samplesOf(machine.id)?.inputs ?? [undefined];
  const failedStep = (view?.failure?.index ?? 0) + 1;
  const start = (input: number) =>
    onEncodedChange(encodePlan({ machineId: machine.id, input, steps: [] }));
  const go = (next: SimulationPlan) => onEncodedChange(encodePlan(next));
  const push = (step: SimulationStep) =>
    view && go({ ...view.plan, steps: [...view.plan.steps, step] });

  return (
    <section className={css.panel} aria-label={t`Simulation`}>
      <h2>
        <Trans>Simulation</Trans>
      </h2>
      <div className={css.toolbar}>
        <label>
          <Trans>Start from</Trans>{' '}
          <select
            className={css.select}
            value={view ? view.plan.input : inputChoice}
            onChange={(change) => {
              const input = Number(change.target.value);
              setInputChoice(input);
              if (view) start(input);
            }}
          >
            {inputs.map((input, index) => {
              const number = index + 1;
              const text = payloadText(input);
              return (
                <option key={index} value={index}>
                  {t`Input ${number}: ${text}`}
                </option>
              );
            })}
          </select>
        </label>
        {view ? (
          <>
            <button type="button" onClick={() => start(view.plan.input)}>
              <Trans>Reset</Trans>
            </button>
            <button
              type="button"
              disabled={view.plan.steps.length === 0}
              onClick={() => go({ ...view.plan, steps: view.plan.steps.slice(0, -1) })}
            >
              <Trans>Step back</Trans>
            </button>
            <button type="button" onClick={() => onEncodedChange(undefined)}>
              <Trans>Stop</Trans>
            </button>
          </>
        ) : (
          <button type="button" onClick={() => start(inputChoice)}>
            <Trans>Start simulation</Trans>
          </button>
        )}
      </div>
      {encoded !== undefined && !plan ? (
        <p role="alert" className={css.problem}>
          <Trans>The simulation in this address could not be read; start a new one.</Trans>
        </p>
      ) : null}
      {view?.failure ? (
        <p role="alert" className={css.problem}>
          <Trans>
            Step {failedStep} of this address could not be replayed (
            <FailureText reason={view.failure.reason} />
            ): the simulation stops before it.
          </Trans>
        </p>
      ) : null}
      {view ? (
        <div className={css.columns}>
          <div>
            <h3>
              <Trans>Events</Trans>
            </h3>
            <ul className={css.list}>
              {view.events.map((choice) => (
                <EventRow
                  key={choice.type}
                  choice={choice}
                  availabilityOf={view.availabilityOf}
                  onSend={(type, chosen) => push({ kind: 'send', type, choice: chosen })}
                />
              ))}
            </ul>
            <h3>
              <Trans>Running actors</Trans>
            </h3>
            {view.pendingActors.length === 0 ? (
              <p className={css.refusal}>
                <Trans>No actor is running.</Trans>
              </p>
            ) : (
              <ul className={css.list}>
                {view.pendingActors.map((actor) => (
                  <PendingActorRow
                    key={actor.path}
                    actor={actor}
                    onAnswer={(kind, path, sample) => push({ kind, actor: path, choice: sample })}
                  />
                ))}
              </ul>
            )}
            <SimulationTimers
              now={view.now}
              timers={view.timers}
              onAdvance={() => push({ kind: 'advance' })}
            />
          </div>
          <div>
            <SimulationState view={view} />
            <h3>
              <Trans>Event log</Trans>
            </h3>
            <SimulationLog log={view.log} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
