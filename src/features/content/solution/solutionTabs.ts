import type { ContentBlock } from '../../../api/contract/portal/module';

export const SOLUTION_TABS = ['introduction', 'products', 'cases', 'services'] as const;
export type SolutionTab = (typeof SOLUTION_TABS)[number];

/** Which tab a block style belongs to; any other style stays with the introduction. */
const TAB_OF_STYLE: Record<string, SolutionTab> = {
  produceList: 'products',
  leftImg: 'cases',
  rightImg: 'cases',
  fourColWord: 'services',
};

/** The page's blocks by tab, each in the backend's order. */
export function blocksByTab(blocks: readonly ContentBlock[]): Record<SolutionTab, ContentBlock[]> {
  const tabs: Record<SolutionTab, ContentBlock[]> = {
    introduction: [],
    products: [],
    cases: [],
    services: [],
  };
  for (const block of blocks) {
    const tab = Object.hasOwn(TAB_OF_STYLE, block.styleName)
      ? TAB_OF_STYLE[block.styleName]
      : undefined;
    tabs[tab ?? 'introduction'].push(block);
  }
  return tabs;
}
