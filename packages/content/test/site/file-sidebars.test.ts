import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/rules/paths.ts';
import {
  expandFolders,
  folderSidebar,
  permalinkOf,
  foldersOf,
  sidebarFileOf,
  type SidebarFile,
} from '../../src/site/file-sidebars.ts';

/** A page of the tree with what its front matter and heading give. */
const file = (relativePath: string, title?: string, order?: number): SidebarFile => ({
  relativePath,
  route: routeOf(relativePath),
  ...(title === undefined ? {} : { title }),
  ...(order === undefined ? {} : { order }),
});

const tree: SidebarFile[] = [
  file('index.md', 'Home'),
  file('guide/index.md', 'Guide'),
  file('guide/02.Second.md', 'Second'),
  file('guide/01.First.md', 'First'),
  file('guide/10.Tenth.md', 'Tenth'),
  file('guide/beta.md', 'Beta'),
  file('guide/alpha.md', 'Alpha'),
  file('guide/ordered.md', 'Ordered', 5),
  file('guide/untitled-page.md'),
  file('guide/03.Folder/index.md', 'The folder'),
  file('guide/03.Folder/b.md', 'B'),
  file('guide/03.Folder/deeper/x.md', 'X'),
  file('guide/empty-folder-index-only/index.md', 'Only an index'),
];

describe('folderSidebar', () => {
  it('orders by prefix, then front matter order, then title; a folder is a group linked to its index', () => {
    expect(folderSidebar('guide', tree)).toEqual([
      { text: 'Guide', link: '/guide/' },
      { text: 'First', link: '/guide/First' },
      { text: 'Second', link: '/guide/Second' },
      {
        text: 'The folder',
        link: '/guide/Folder/',
        collapsed: false,
        items: [
          { text: 'B', link: '/guide/Folder/b' },
          { text: 'deeper', collapsed: false, items: [{ text: 'X', link: '/guide/Folder/deeper/x' }] },
        ],
      },
      { text: 'Ordered', link: '/guide/ordered' },
      { text: 'Tenth', link: '/guide/Tenth' },
      { text: 'Alpha', link: '/guide/alpha' },
      { text: 'Beta', link: '/guide/beta' },
      { text: 'Only an index', link: '/guide/empty-folder-index-only/' },
      { text: 'untitled-page', link: '/guide/untitled-page' },
    ]);
  });

  it('reads the folder as written: ./guide/, /guide and guide are one folder', () => {
    expect(folderSidebar('./guide/', tree)).toEqual(folderSidebar('guide', tree));
    expect(folderSidebar('/guide', tree)).toEqual(folderSidebar('guide', tree));
    expect(folderSidebar('nothing-here', tree)).toEqual([]);
    expect(folderSidebar('.', tree)).toEqual(folderSidebar('/', tree));
    expect(folderSidebar('.', tree)[0]).toEqual({ text: 'Home', link: '/' });
  });
});

describe('expandFolders', () => {
  it('lists a whole sidebar, a keyed one and a group, and keeps what else is written', () => {
    expect(expandFolders({ dir: 'guide/03.Folder' }, tree)).toEqual(folderSidebar('guide/03.Folder', tree));
    const keyed = expandFolders({ '/guide/': { dir: 'guide' }, '/': [{ text: 'Home', link: '/' }] }, tree);
    expect(keyed).toEqual({ '/guide/': folderSidebar('guide', tree), '/': [{ text: 'Home', link: '/' }] });
    expect(
      expandFolders(
        [
          { text: 'Home', link: '/' },
          { text: 'Folder', dir: 'guide/03.Folder', collapsed: true },
          { text: 'Other', link: '/elsewhere', dir: 'guide/03.Folder/deeper' },
        ],
        tree,
      ),
    ).toEqual([
      { text: 'Home', link: '/' },
      {
        text: 'Folder',
        link: '/guide/Folder/',
        collapsed: true,
        items: [
          { text: 'B', link: '/guide/Folder/b' },
          { text: 'deeper', collapsed: false, items: [{ text: 'X', link: '/guide/Folder/deeper/x' }] },
        ],
      },
      { text: 'Other', link: '/elsewhere', collapsed: false, items: [{ text: 'X', link: '/guide/Folder/deeper/x' }] },
    ]);
  });

  it('names every folder a config lists', () => {
    expect(foldersOf(undefined)).toEqual([]);
    expect(foldersOf({ dir: './a/' })).toEqual(['./a/']);
    expect(foldersOf({ '/x/': { dir: 'x' }, '/': [{ text: 'G', items: [{ text: 'H', dir: 'y/z' }] }] })).toEqual([
      'x',
      'y/z',
    ]);
  });
});

describe('sidebarFileOf', () => {
  it('takes the front matter title and order (or sidebar_position)', () => {
    const text = '---\ntitle: From front matter\nsidebar_position: 3\n---\n\n# A heading\n';
    expect(sidebarFileOf('a.md', '/a', text)).toEqual({
      relativePath: 'a.md',
      route: '/a',
      title: 'From front matter',
      order: 3,
    });
  });

  it('else the first heading outside code fences, without its markup and custom id', () => {
    const text = '---\norder: 2\n---\n```md\n# Not this\n```\n\nSome text.\n\n# The *ping* [command](/x) {#ping}\n';
    expect(sidebarFileOf('a.md', '/a', text)).toEqual({
      relativePath: 'a.md',
      route: '/a',
      title: 'The ping command',
      order: 2,
    });
  });

  it('gives neither for front matter that does not parse, nor a title for a page without a heading', () => {
    expect(sidebarFileOf('a.md', '/a', '---\ntitle: [unclosed\n---\nText only.\n')).toEqual({
      relativePath: 'a.md',
      route: '/a',
    });
  });
});

describe('permalinkOf', () => {
  it("is the route a page's front matter gives it, as VuePress reads `permalink`", () => {
    expect(permalinkOf('---\npermalink: /routing-beacons\n---\n# A')).toBe('/routing-beacons');
    expect(permalinkOf('---\npermalink: guide/start.html\n---\n')).toBe('/guide/start');
    expect(permalinkOf('---\npermalink: /guide/\n---\n')).toBe('/guide/');
  });

  it('is undefined without one, for a pattern, and for front matter that does not parse', () => {
    expect(permalinkOf('# A\n\npermalink: /x')).toBeUndefined();
    expect(permalinkOf('---\npermalink: /:year/:slug\n---\n')).toBeUndefined();
    expect(permalinkOf('---\npermalink: [\n---\n')).toBeUndefined();
  });
});
