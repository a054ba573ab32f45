import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { GraphGuard } from './machineGraph';
import * as css from './diagram.css';

/** What each guard of the diagram means, in the machine's own words (`describeGuards`). */
export function GuardList({ guards }: { guards: readonly GraphGuard[] }) {
  const headingId = useId();
  if (guards.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Guards</Trans>
      </h3>
      <dl className={css.guards}>
        {guards.map(({ name, description }) => (
          <div key={name} className={css.guardEntry}>
            <dt>{name}</dt>
            <dd className={description ? '' : css.muted}>
              {description ?? <Trans>Not described yet.</Trans>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
