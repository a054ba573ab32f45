import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationPage } from './ApplicationPage';
import { INCUBATOR_SIGN_TYPE, PARTNER_SIGN_TYPE } from './signTypes';
import * as css from '../../../components/form/form.css';

const route = getRouteApi('/contract');

/** /contract: partner certification, or an incubator tenancy when `incubatorId` names one. */
export function ContractScreen() {
  const { incubatorId } = route.useSearch();
  const { form, incubatorName, incubatorFull } = route.useLoaderData();
  if (incubatorFull)
    // A link kept from before the incubator filled up: the server would refuse the whole form.
    return (
      <ApplicationPage
        title={<Trans>Apply online</Trans>}
        lead={<Trans>{incubatorName} is full and takes no applications at the moment.</Trans>}
      >
        <p className={css.notice}>
          <Trans>
            Choose another incubator on the <Link to="/incubator">incubator page</Link>, or{' '}
            <Link to="/contact">contact us</Link>.
          </Trans>
        </p>
      </ApplicationPage>
    );
  const input = incubatorId
    ? { signType: INCUBATOR_SIGN_TYPE, contractTypeId: incubatorId }
    : { signType: PARTNER_SIGN_TYPE };
  return (
    <ApplicationPage
      title={<Trans>Apply online</Trans>}
      lead={
        <Trans>
          Choose the device type you will work with first, then tell us about you and your company.
        </Trans>
      }
    >
      <ApplicationForm
        // A new incubator starts a new application.
        key={incubatorId ?? 'partner'}
        input={input}
        data={form}
        programme={
          incubatorName ? (
            <Trans>Application: incubator tenancy at {incubatorName}</Trans>
          ) : incubatorId ? (
            // An incubator the backend does not list: its id means nothing to the visitor.
            <Trans>Application: incubator tenancy</Trans>
          ) : (
            <Trans>Application: partner certification</Trans>
          )
        }
      />
    </ApplicationPage>
  );
}
