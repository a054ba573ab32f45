import { Trans } from '@lingui/react/macro';
import type { FirmwarePackage } from '../../api/firmware';
import { ReleaseDetails } from './ReleaseDetails';
import * as css from './firmware.css';

/** One model: its latest release in full, the earlier ones folded away. */
export function FirmwarePackageCard({
  item,
  loggedIn,
}: {
  item: FirmwarePackage;
  loggedIn: boolean;
}) {
  const [latest, ...earlier] = item.releases;
  const count = earlier.length;
  return (
    <li className={css.card}>
      <h3 className={css.model}>
        {item.model} <span className={css.productName}>{item.productName}</span>
      </h3>
      {latest ? (
        <ReleaseDetails
          model={item.model}
          release={latest}
          latest
          loggedIn={loggedIn}
          headingLevel={4}
        />
      ) : (
        <p>
          <Trans>No firmware has been released for this model yet.</Trans>
        </p>
      )}
      {count > 0 ? (
        <details className={css.earlier}>
          <summary className={css.earlierSummary}>
            <Trans>Earlier versions ({count})</Trans>
          </summary>
          <ul className={css.earlierList}>
            {earlier.map((release) => (
              <li key={release.version}>
                <ReleaseDetails
                  model={item.model}
                  release={release}
                  latest={false}
                  loggedIn={loggedIn}
                  headingLevel={4}
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
