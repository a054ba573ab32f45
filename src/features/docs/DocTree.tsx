import { useMemo } from 'react';
import { TreeView } from '@ark-ui/react/tree-view';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { DocProject } from '../../api/contract/portal/doc';
import { documentUrl } from '../../api/docOrigins';
import { docTreeCollection, type DocNode } from './docTree';
import { useLocale } from './useLocale';
import * as css from './docs.css';

function DocTreeNode({ node, indexPath }: { node: DocNode; indexPath: number[] }) {
  return (
    <TreeView.NodeProvider node={node} indexPath={indexPath}>
      {node.children ? (
        <TreeView.Branch>
          <TreeView.BranchControl className={css.branchControl}>
            <TreeView.BranchIndicator className={css.indicator} aria-hidden="true">
              ▸
            </TreeView.BranchIndicator>
            <TreeView.BranchText>{node.label}</TreeView.BranchText>
          </TreeView.BranchControl>
          <TreeView.BranchContent>
            {node.children.map((child, index) => (
              <DocTreeNode key={child.value} node={child} indexPath={[...indexPath, index]} />
            ))}
          </TreeView.BranchContent>
        </TreeView.Branch>
      ) : (
        <TreeView.Item className={css.item}>
          <TreeView.ItemText>{node.label}</TreeView.ItemText>
        </TreeView.Item>
      )}
    </TreeView.NodeProvider>
  );
}

/**
 * The developer documentation as a tree of projects, folders and documents
 * (keyboard: arrows move, Enter opens). Choosing a document opens it in the
 * document centre. Projects start open so the first level of folders shows.
 */
export function DocTree({ projects }: { projects: readonly DocProject[] }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const collection = useMemo(() => docTreeCollection(projects), [projects]);
  const openProjects = useMemo(() => projects.map((project) => project.projectId), [projects]);
  return (
    <TreeView.Root
      className={css.tree}
      collection={collection}
      defaultExpandedValue={openProjects}
      selectionMode="single"
      onSelectionChange={({ selectedNodes }) => {
        const itemId = selectedNodes[0]?.itemId;
        if (itemId) {
          void navigate({ to: '/docCenter', search: { docUrl: documentUrl(itemId, locale) } });
        }
      }}
    >
      <TreeView.Label className={css.treeLabel}>
        <Trans>Developer documentation</Trans>
      </TreeView.Label>
      <TreeView.Tree>
        {collection.rootNode.children?.map((node, index) => (
          <DocTreeNode key={node.value} node={node} indexPath={[index]} />
        ))}
      </TreeView.Tree>
    </TreeView.Root>
  );
}
