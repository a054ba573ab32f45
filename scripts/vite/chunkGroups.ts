/**
 * How the build groups modules into chunks (rolldown's `codeSplitting.groups`). A slow network
 * pays a round trip for each request, and HTTP/1.1 allows six at a time: left to itself, rolldown
 * made a chunk for every set of routes sharing a module, and a deep link loaded 15 to 30 files,
 * many under 0.5 KiB. The groups put together what travels together, by package and by folder
 * (folderGroups.ts), and the build checks that they still match the code (chunkGroupsPlugin.ts).
 * See docs/decisions.md, "First load".
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FolderGroup } from './folderGroups.ts';

/** The folders directly in `parent` (a path from `root`, ending in `/`). */
function foldersIn(root: string, parent: string): string[] {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}${entry.name}/`)
    .sort();
}

/** One group per folder of `parent`. */
const eachFolderIn = (root: string, parent: string): FolderGroup[] =>
  foldersIn(root, parent).map((folder) => ({ name: folder, folders: [folder], family: parent }));

/**
 * One group per feature folder and per sub-folder of one: the screens the routes load from it,
 * with what they alone import from it. A feature whose screens load apart keeps each screen's
 * modules in a sub-folder of its own, and the parts several screens share in a sub-folder too.
 */
const eachFeatureIn = (root: string, parent: string): FolderGroup[] =>
  foldersIn(root, parent).flatMap((feature) => [
    ...foldersIn(root, feature).map((folder) => ({
      name: folder,
      folders: [folder],
      feature,
      family: parent,
    })),
    { name: `${feature}*`, folders: [`${feature}*`], feature, family: parent },
  ]);

const ark = 'node_modules/@ark-ui/react/dist/';

/**
 * The declared groups. The build gives the modules of no group one (groupAssignment.ts) and puts
 * each group after those it imports from (groupOrder.ts).
 */
export function folderGroups(root: string): FolderGroup[] {
  return [
    // XState and its React binding, for the screens that run a flow: no start-up code needs them
    // (the toasts and the session load theirs when needed), so pages without a flow skip them.
    { name: 'machines', packages: ['xstate', '@xstate/react'] },
    // zod with the contract's own modules (the endpoint definition) and the routes' query
    // schemas, which the routes load apart: every screen but the landing page needs them first.
    {
      name: 'schemas',
      packages: ['zod'],
      folders: ['src/api/contract/*', 'src/routes/'],
      takesShared: true,
    },
    // The core of the accessible widgets (zag-js and Ark UI's shared parts), which tabs,
    // pagination and the dialogs all build on: rolldown split it into ten files of 0.1-5 KiB by
    // which widgets share each piece.
    {
      name: 'widgets',
      packages: [
        '@zag-js/anatomy',
        '@zag-js/core',
        '@zag-js/dom-query',
        '@zag-js/presence',
        '@zag-js/react',
        '@zag-js/types',
        '@zag-js/utils',
      ],
      folders: [
        `${ark}_virtual/`,
        `${ark}providers/`,
        `${ark}utils/`,
        `${ark}components/*`,
        `${ark}components/presence/`,
      ],
    },
    // A list's pagination with the widget it is built on.
    {
      name: 'pagination',
      packages: ['@zag-js/pagination'],
      folders: [`${ark}components/pagination/`, 'src/components/pagination/'],
    },
    // The shop's answers with the shop screens' shared pieces (table, styles).
    { name: 'shop', folders: ['src/api/contract/shop/', 'src/components/shop/'] },
    // The content pages' frame: banner, sections, enlargeable pictures, list controls.
    {
      name: 'pageKit',
      folders: ['src/components/page/', 'src/components/viewer/', 'src/components/list/'],
    },
    ...eachFolderIn(root, 'src/api/contract/'),
    ...eachFolderIn(root, 'src/components/'),
    ...eachFeatureIn(root, 'src/features/'),
  ];
}
