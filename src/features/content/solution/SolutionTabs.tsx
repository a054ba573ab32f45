import { Tabs } from '@ark-ui/react/tabs';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ContentBlock } from '../../../api/contract/portal/module';
import { BlockRenderer } from '../../../components/blocks/BlockRenderer';
import { blocksByTab, SOLUTION_TABS, type SolutionTab } from './solutionTabs';
import * as css from './solutionTabs.css';

const LABELS: Record<SolutionTab, ReactNode> = {
  introduction: <Trans>Solution introduction</Trans>,
  products: <Trans>Applicable products</Trans>,
  cases: <Trans>Cases</Trans>,
  services: <Trans>Services</Trans>,
};

/** A solution's blocks in four tabs: introduction, applicable products, cases, services. */
export function SolutionTabs({ blocks }: { blocks: readonly ContentBlock[] }) {
  const tabs = blocksByTab(blocks);
  return (
    <Tabs.Root defaultValue="introduction" className={css.root} lazyMount>
      <Tabs.List className={css.list}>
        {SOLUTION_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} className={css.trigger}>
            {LABELS[tab]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {SOLUTION_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab}>
          {tabs[tab].length > 0 ? (
            <BlockRenderer blocks={tabs[tab]} />
          ) : (
            <p className={css.empty}>
              <Trans>
                Nothing here yet. <a href="#/contact">Contact us</a> to learn more about this
                solution.
              </Trans>
            </p>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
