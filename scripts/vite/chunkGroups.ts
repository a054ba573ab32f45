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

/** The folders below `parent` (a path from `root`, ending in `/`), at any depth. */
function foldersBelow(root: string, parent: string): string[] {
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${parent}${entry.name}/`)
    .sort()
    .flatMap((folder) => [folder, ...foldersBelow(root, folder)]);
}

/**
 * One group per folder below `parent`, each with the files directly in it: a sub-folder holds
 * what loads apart from the rest of its folder (answers of an API area that only a later step
 * reads, a feature's screen, the parts several screens of a feature share).
 */
const eachFolderIn = (root: string, parent: string): FolderGroup[] =>
  foldersBelow(root, parent).map((folder) => ({
    name: `${folder}*`,
    folders: [`${folder}*`],
    family: parent,
  }));

/** The groups of each feature's folders, marked with the feature's folder (`belongsTo`). */
const eachFeatureIn = (root: string, parent: string): FolderGroup[] =>
  eachFolderIn(root, parent).map((group) => ({
    ...group,
    feature: group.name.slice(0, group.name.indexOf('/', parent.length) + 1),
  }));

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
    // zod with the contract's own modules (the endpoint definition): every screen but the landing
    // page needs them first.
    {
      name: 'schemas',
      packages: ['zod'],
      folders: ['src/api/contract/*'],
      takesShared: true,
    },
    // The core of the accessible widgets (zag-js and Ark UI's shared parts), which tabs,
    // pagination and the dialogs all build on, with the two widgets a list or a tabbed page shows
    // in its first view: rolldown split the core into ten files of 0.1-5 KiB by which widgets share
    // each piece, and the video centre waited for three widget files where one does.
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
        '@zag-js/pagination',
        '@zag-js/tabs',
      ],
      folders: [
        `${ark}_virtual/`,
        `${ark}providers/`,
        `${ark}utils/`,
        `${ark}components/*`,
        `${ark}components/presence/`,
        `${ark}components/pagination/`,
        `${ark}components/tabs/`,
        'src/components/pagination/',
      ],
    },
    // The shop's answers with the shop screens' shared pieces (table, styles).
    { name: 'shop', folders: ['src/api/contract/shop/*', 'src/components/shop/'] },
    // The content pages' frame: banner, sections, enlargeable pictures, list controls, and the
    // video player that the product pages' blocks and the video centre show in their first view
    // (0.7 KiB: a request of its own made the fourth round of six on both).
    {
      name: 'pageKit',
      folders: [
        'src/components/page/',
        'src/components/viewer/',
        'src/components/list/',
        'src/components/video/',
      ],
    },
    ...eachFolderIn(root, 'src/api/contract/'),
    ...eachFolderIn(root, 'src/components/'),
    ...eachFeatureIn(root, 'src/features/'),
  ];
}
