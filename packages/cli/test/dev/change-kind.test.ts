import { describe, expect, it } from 'vitest';
import { classifyChange, type WatchedSite } from '../../src/dev/change-kind.ts';

const site: WatchedSite = {
  srcDir: '/site/content',
  publicDir: '/site/public',
  configFiles: ['/site/site.config.ts', '/site/navigation.ts'],
  pluginPaths: ['/site/api'],
};

describe('classifyChange', () => {
  it('renders one page again when its markdown changes', () => {
    expect(classifyChange(site, 'change', '/site/content/docs/a.md')).toEqual({
      kind: 'page',
      relativePath: 'docs/a.md',
    });
  });

  it('lists the pages again when one comes or goes', () => {
    expect(classifyChange(site, 'add', '/site/content/docs/new.md')).toEqual({ kind: 'pages' });
    expect(classifyChange(site, 'unlink', '/site/content/index.md')).toEqual({ kind: 'pages' });
  });

  it('loads the config again for the config and the modules it imports', () => {
    expect(classifyChange(site, 'change', '/site/site.config.ts')).toEqual({ kind: 'config' });
    expect(classifyChange(site, 'change', '/site/navigation.ts')).toEqual({ kind: 'config' });
  });

  it('loads the plugins again when what they read changes (an API description), and notes public files', () => {
    expect(classifyChange(site, 'change', '/site/api/resources/probes.json')).toEqual({ kind: 'plugin' });
    expect(classifyChange(site, 'add', '/site/public/files/a.pdf')).toEqual({ kind: 'public' });
  });

  it('names another file of the content folder, which pages may include (a partial, a code snippet)', () => {
    expect(classifyChange(site, 'change', '/site/content/_partials/snippet.md')).toEqual({
      kind: 'included',
      relativePath: '_partials/snippet.md',
    });
    expect(classifyChange(site, 'add', '/site/content/snippets/a.ts')).toEqual({
      kind: 'included',
      relativePath: 'snippets/a.ts',
    });
  });

  it('ignores what the site does not read: files outside the content folder, other folders', () => {
    expect(classifyChange(site, 'change', '/site/notes.txt')).toBeNull();
    expect(classifyChange(site, 'change', '/site/content-old/a.md')).toBeNull();
    expect(classifyChange({ ...site, pluginPaths: [] }, 'change', '/site/api/api-docs.json')).toBeNull();
  });
});
