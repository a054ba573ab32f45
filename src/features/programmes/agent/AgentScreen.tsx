import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageBanner } from '../../../components/page/PageBanner';
import { BlockRenderer } from '../../../components/blocks/BlockRenderer';
import { AgentList } from './AgentList';
import { agentIntroduction } from './agentIntroduction';
import * as pageCss from '../programmes.css';

const route = getRouteApi('/agent');

/** /agent: the agent programme's introduction, the signed agents (folded) and the way to apply. */
export function AgentScreen() {
  const { banner, agents } = route.useLoaderData();
  const { i18n } = useLingui();
  return (
    <>
      <PageBanner banner={banner} title={<Trans>Agent programme</Trans>} />
      <BlockRenderer blocks={agentIntroduction(i18n)} />
      <div className={pageCss.body}>
        <AgentList agents={agents} />
        <div className={pageCss.actions}>
          <Link className={pageCss.primaryLink} to="/applyAgent">
            <Trans>Apply to become an agent</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
