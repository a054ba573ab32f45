/**
 * The chunk groups by folder and package (scripts/vite/chunkGroups.ts): the build fails when a
 * group names what holds no module, and modules of no group that several groups use get a group
 * instead of landing in whichever chunk rolldown takes first (docs/decisions.md, "First load").
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderGroups } from '../../../scripts/vite/chunkGroups';
import { strayModules, unmatchedPatterns } from '../../../scripts/vite/chunkGroupCheck';
import type { FolderGroup, ModuleGraph } from '../../../scripts/vite/folderGroups';
import { assignGroups, SMALL_CHUNK } from '../../../scripts/vite/groupAssignment';

const root = resolve(import.meta.dirname, '../../..');

/** Every file under `folders` of the project, as module ids. */
const filesIn = (...folders: string[]) =>
  folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
      join(root, folder, file),
    ),
  );

/**
 * A module's static imports, lazy imports and size (its code's length; left out, a size the
 * build did not know, never small).
 */
type Edges = Record<string, [string[], string[]?, number?]>;

/** A graph from `module → [static imports, lazy imports, size]`, ids as paths under /app. */
function graphOf(edges: Edges): ModuleGraph {
  const id = (path: string) => `/app/${path}`;
  const importersOf = (path: string, lazy: boolean) =>
    Object.entries(edges)
      .filter(([, [imports, lazyImports = []]]) => (lazy ? lazyImports : imports).includes(path))
      .map(([importer]) => id(importer));
  return (moduleId) => {
    const path = moduleId.slice('/app/'.length);
    const [imports = [], , size] = edges[path] ?? [];
    return {
      importedIds: imports.map(id),
      importers: importersOf(path, false),
      dynamicImporters: importersOf(path, true),
      size,
    };
  };
}

/** Each module's group name after assignment. */
function groupsOf(groups: FolderGroup[], edges: Edges) {
  const { groups: ordered, groupOf } = assignGroups(
    groups,
    '/app',
    Object.keys(edges).map((path) => `/app/${path}`),
    graphOf(edges),
  );
  return Object.fromEntries(
    [...groupOf].map(([id, index]) => [id.slice('/app/'.length), ordered[index]?.name]),
  );
}

describe('the check of the chunk groups', () => {
  it('fails a group that names a folder holding no module, naming the group and the folder', () => {
    const groups = [{ name: 'kits', folders: ['src/components/content/', 'src/components/gone/'] }];
    expect(unmatchedPatterns(groups, root, filesIn('src/components'))).toEqual([
      'chunk group "kits": no module of the build is in src/components/gone/',
    ]);
  });

  it('fails a package no module comes from', () => {
    const groups = [{ name: 'machines', packages: ['xstate', 'xstate-legacy'] }];
    expect(unmatchedPatterns(groups, root, filesIn('node_modules/xstate'))).toEqual([
      'chunk group "machines": no module of the build is in node_modules/xstate-legacy/',
    ]);
  });

  it("passes the project's own groups on the project's files", () => {
    const packages = ['xstate', '@xstate/react', 'zod', '@zag-js', '@ark-ui/react/dist'];
    const files = filesIn('src', ...packages.map((name) => `node_modules/${name}`));
    expect(unmatchedPatterns(folderGroups(root), root, files)).toEqual([]);
  });

  it('fails a group whose modules are in two chunks, and a chunk holding two groups', () => {
    const assignment = {
      groups: [{ name: 'content' }, { name: 'blocks' }],
      groupOf: new Map([
        ['/app/a.ts', 0],
        ['/app/b.ts', 0],
        ['/app/c.ts', 1],
      ]),
    };
    const chunks = [
      { fileName: 'one.js', isEntry: false, moduleIds: ['/app/a.ts'] },
      { fileName: 'two.js', isEntry: false, moduleIds: ['/app/b.ts', '/app/c.ts'] },
    ];
    expect(strayModules(assignment, chunks)).toEqual([
      'one chunk holds the modules of several groups: "content" (/app/b.ts), "blocks" (/app/c.ts)',
      'chunk group "content" is split over 2 chunks',
    ]);
  });
});

describe('the assignment of modules to chunk groups', () => {
  const kits: FolderGroup[] = [
    { name: 'content', folders: ['kits/content/'] },
    { name: 'page', folders: ['kits/page/'] },
    { name: 'news', folders: ['features/news/'], feature: 'features/news/' },
    { name: 'videos', folders: ['features/videos/'], feature: 'features/videos/' },
  ];

  it("keeps out of a group what its modules only load lazily, and a screen's lazy parts", () => {
    expect(
      groupsOf(kits, {
        'routes.ts': [[], ['features/news/Screen.tsx']],
        'features/news/Screen.tsx': [['features/news/List.tsx'], ['features/news/Dialog.tsx']],
        'features/news/List.tsx': [[]],
        'features/news/Dialog.tsx': [[]],
      }),
    ).toEqual({ 'features/news/Screen.tsx': 'news', 'features/news/List.tsx': 'news' });
  });

  it('leaves out what a kit loads lazily, even when another kit imports it', () => {
    const groups = groupsOf([...kits, { name: 'shell', folders: ['kits/shell/'] }], {
      'routes.ts': [['kits/shell/Header.tsx', 'kits/page/Select.tsx']],
      'kits/page/Select.tsx': [[], ['kits/page/Menu.tsx']],
      'kits/shell/Header.tsx': [['kits/page/Menu.tsx']],
      'kits/page/Menu.tsx': [[]],
    });
    expect(groups['kits/page/Select.tsx']).toBe('page');
    expect(groups['kits/page/Menu.tsx']).toBeUndefined();
  });

  it('gives a module of no group that several screens use the closest group they all load', () => {
    const groups = groupsOf(kits, {
      'routes.ts': [[], ['features/news/Screen.tsx', 'features/videos/Screen.tsx']],
      'features/news/Screen.tsx': [['kits/page/Banner.tsx', 'lib/cover.css.ts']],
      'features/videos/Screen.tsx': [['kits/page/Banner.tsx', 'lib/cover.css.ts']],
      'kits/page/Banner.tsx': [['kits/content/Image.tsx']],
      'kits/content/Image.tsx': [[]],
      'lib/cover.css.ts': [[]],
    });
    expect(groups['lib/cover.css.ts']).toBe('page');
  });

  it('gives a small module that groups share, with no group they all load, to its lightest user', () => {
    const edges = (size: number): Edges => ({
      'routes.ts': [[], ['features/news/Screen.tsx', 'features/videos/Screen.tsx']],
      'features/news/Screen.tsx': [['kits/page/Banner.tsx'], [], 9_000],
      'features/videos/Screen.tsx': [['kits/content/Image.tsx'], [], 9_000],
      'kits/page/Banner.tsx': [['lib/loadOnDemand.ts'], [], 5_000],
      'kits/content/Image.tsx': [['lib/loadOnDemand.ts'], [], 900],
      'lib/loadOnDemand.ts': [[], [], size],
    });
    expect(groupsOf(kits, edges(400))['lib/loadOnDemand.ts']).toBe('content');
    // A module worth a request of its own keeps one.
    expect(groupsOf(kits, edges(SMALL_CHUNK))['lib/loadOnDemand.ts']).toMatch(/^shared by /);
  });

  describe("a feature's small shared parts", () => {
    const shop: FolderGroup[] = [
      { name: 'dialogs', folders: ['kits/dialogs/'] },
      { name: 'home', folders: ['features/shop/home/*'], feature: 'features/shop/' },
      { name: 'detail', folders: ['features/shop/detail/*'], feature: 'features/shop/' },
      { name: 'results', folders: ['features/shop/results/*'], feature: 'features/shop/' },
    ];
    const edges = (detailImports: string[]): Edges => ({
      'routes.ts': [
        [],
        [
          'features/shop/home/Screen.tsx',
          'features/shop/detail/Screen.tsx',
          'features/shop/results/Screen.tsx',
        ],
      ],
      'features/shop/home/Screen.tsx': [
        ['features/shop/product/price.ts', 'features/shop/search/Box.tsx'],
        [],
        9_000,
      ],
      'features/shop/detail/Screen.tsx': [
        ['features/shop/product/price.ts', ...detailImports],
        [],
        9_000,
      ],
      'features/shop/results/Screen.tsx': [['features/shop/search/Box.tsx'], [], 9_000],
      'features/shop/product/price.ts': [[], [], 300],
      'features/shop/search/Box.tsx': [['kits/dialogs/Dialog.tsx'], [], 2_000],
      'kits/dialogs/Dialog.tsx': [[], [], 3_000],
    });

    it('travel together when a screen loads both and every screen loading either has what they need', () => {
      const groups = groupsOf(shop, edges(['kits/dialogs/Dialog.tsx']));
      expect(groups['features/shop/product/price.ts']).toBe(groups['features/shop/search/Box.tsx']);
      expect(groups['features/shop/home/Screen.tsx']).toBe('home');
    });

    it('stay apart when joining them would make a screen load another group', () => {
      const groups = groupsOf(shop, edges([]));
      expect(groups['features/shop/product/price.ts']).not.toBe(
        groups['features/shop/search/Box.tsx'],
      );
    });
  });

  it('puts a group after the groups it imports from', () => {
    const { groups } = assignGroups(
      kits,
      '/app',
      ['/app/kits/page/Banner.tsx', '/app/kits/content/Image.tsx', '/app/routes.ts'],
      graphOf({
        'routes.ts': [['kits/page/Banner.tsx']],
        'kits/page/Banner.tsx': [['kits/content/Image.tsx']],
        'kits/content/Image.tsx': [[]],
      }),
    );
    const order = groups.map((group) => group.name);
    expect(order.indexOf('content')).toBeLessThan(order.indexOf('page'));
  });
});
