import { createTreeCollection } from '@ark-ui/react/tree-view';
import type { DocProject } from '../../api/contract/portal/doc';

/** A node of the developer tree: a project or folder (branches), or a document (leaf). */
export interface DocNode {
  value: string;
  label: string;
  /** Set on documents only: what the document centre opens. */
  itemId?: string;
  children?: DocNode[];
}

/** The doc index as a tree collection: project → folder → document. */
export function docTreeCollection(projects: readonly DocProject[]) {
  return createTreeCollection<DocNode>({
    nodeToValue: (node) => node.value,
    nodeToString: (node) => node.label,
    rootNode: {
      value: 'ROOT',
      label: '',
      children: projects.map((project) => ({
        value: project.projectId,
        label: project.projectName,
        children: project.folderList.map((folder) => ({
          value: folder.folderId,
          label: folder.folderName,
          children: folder.itemList.map((item) => ({
            value: item.itemId,
            label: item.itemName,
            itemId: item.itemId,
          })),
        })),
      })),
    },
  });
}
