import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BlockPage } from './BlockPage';
import { SolutionTabs } from './solution/SolutionTabs';

const route = getRouteApi('/solve');

/** A solution group or solution page (`solutionTypeId`), its blocks in tabs. */
export function SolutionScreen() {
  const { t } = useLingui();
  const { solutionTypeId } = route.useSearch();
  return (
    <BlockPage
      kind="solution"
      data={route.useLoaderData()}
      fallbackTitle={t`Solutions`}
      // A new solution starts on its introduction.
      renderBlocks={(blocks) => <SolutionTabs key={solutionTypeId ?? ''} blocks={blocks} />}
    />
  );
}
