import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationPage } from './ApplicationPage';
import { AGENT_SIGN_TYPE } from './signTypes';

const route = getRouteApi('/applyAgent');

/** /applyAgent: the application for an agency contract. */
export function ApplyAgentScreen() {
  const form = route.useLoaderData();
  return (
    <ApplicationPage
      title={<Trans>Apply for an agency contract</Trans>}
      lead={
        <Trans>
          Choose the device type you will sell first, then tell us about you and the area you want
          to cover.
        </Trans>
      }
    >
      <ApplicationForm
        input={{ signType: AGENT_SIGN_TYPE }}
        data={form}
        programme={<Trans>Application: agency contract</Trans>}
      />
    </ApplicationPage>
  );
}
