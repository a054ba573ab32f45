import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { PageBanner } from '../../../components/page/PageBanner';
import { ListFailed } from '../../../components/list/ListFailed';
import { IncubatorCard } from './IncubatorCard';
import * as css from './incubator.css';
import * as pageCss from '../programmes.css';

const route = getRouteApi('/incubator');

/** /incubator: the maker spaces start-ups can move into, each with a register link. */
export function IncubatorScreen() {
  const { banner, incubators } = route.useLoaderData();
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Incubators</Trans>} />
      <div className={pageCss.body}>
        <p className={pageCss.lead}>
          <Trans>
            Our maker spaces host IoT start-ups: desks and labs, prototyping, test and
            certification, cloud resources and introductions to customers.
          </Trans>
        </p>
        {incubators === null ? (
          <ListFailed>
            <Trans>The incubators could not be loaded.</Trans>
          </ListFailed>
        ) : incubators.length > 0 ? (
          <ul className={css.list}>
            {incubators.map((incubator) => (
              <IncubatorCard key={incubator.id} incubator={incubator} />
            ))}
          </ul>
        ) : (
          <p className={pageCss.empty}>
            <Trans>No incubator is taking applications at the moment. Please come back soon.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
