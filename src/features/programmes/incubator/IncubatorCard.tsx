import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Incubator } from '../../../api/programmes';
import { IncubatorPhotos } from './IncubatorPhotos';
import * as css from './incubator.css';
import * as pageCss from '../programmes.css';

/** An incubator (§3): a photo, its facts and, while it takes applications, a register link. */
export function IncubatorCard({ incubator }: { incubator: Incubator }) {
  const { t } = useLingui();
  return (
    <li className={css.item}>
      <IncubatorPhotos incubator={incubator} />
      <div className={css.details}>
        <h2 className={css.name}>{incubator.tiltle}</h2>
        <p className={css.text}>{incubator.content}</p>
        <dl className={css.facts}>
          <dt className={css.term}>
            <Trans>Address</Trans>
          </dt>
          <dd className={css.definition}>{incubator.addr}</dd>
          <dt className={css.term}>
            <Trans>Space</Trans>
          </dt>
          <dd className={css.definition}>{incubator.siteType}</dd>
          <dt className={css.term}>
            <Trans>Work stations</Trans>
          </dt>
          <dd className={css.definition}>{incubator.stationNum}</dd>
        </dl>
        <p className={css.text}>{incubator.siteDescript}</p>
        {incubator.status === 1 ? (
          <div>
            <Link
              className={pageCss.primaryLink}
              to="/contract"
              search={{ incubatorId: incubator.id }}
              aria-label={t`Register for ${incubator.tiltle}`}
            >
              <Trans>Register</Trans>
            </Link>
          </div>
        ) : (
          <p className={css.full}>
            <Trans>Full: this incubator takes no applications at the moment.</Trans>
          </p>
        )}
      </div>
    </li>
  );
}
