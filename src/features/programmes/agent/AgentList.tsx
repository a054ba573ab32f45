import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Agent } from '../../../api/programmes';
import type { ListAnswer } from '../../../api/listAnswer';
import { ListFailed } from '../../../components/list/ListFailed';
import * as pageCss from '../programmes.css';
import * as css from './agent.css';

/**
 * The signed agents, kept folded as the spec keeps the table hidden (content-and-profile §9):
 * the introduction leads, and a visitor looking for an agent nearby opens the table.
 * A list that could not be had says so instead (§8 "Agents not loaded").
 */
export function AgentList({ agents }: { agents: ListAnswer<Agent[]> }) {
  const tableId = useId();
  const [open, setOpen] = useState(false);
  if (!agents) {
    return (
      <ListFailed>
        <Trans>Failed to get agents</Trans>
      </ListFailed>
    );
  }
  if (agents.length === 0) return null;
  const count = agents.length;
  return (
    <section className={css.agents} aria-labelledby={`${tableId}-title`}>
      <h2 id={`${tableId}-title`} className={pageCss.sectionTitle}>
        <Trans>Signed agents</Trans>
      </h2>
      <button
        type="button"
        className={pageCss.secondaryLink}
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? <Trans>Hide the agents</Trans> : <Trans>Show the {count} agents</Trans>}
      </button>
      <table id={tableId} className={css.table} hidden={!open}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>City</Trans>
            </th>
            <th scope="col">
              <Trans>Contact</Trans>
            </th>
            <th scope="col">
              <Trans>Phone</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {agents.map((agent, index) => (
            <tr key={`${agent.city}-${agent.phoneNumber}-${index}`}>
              <td>{agent.city}</td>
              <td>{agent.applyPerson}</td>
              <td>{agent.phoneNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
