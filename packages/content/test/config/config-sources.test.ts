import { describe, expect, it } from 'vitest';
import { findKey, findString, readConfigSources, type SourceText } from '../../src/config/config-sources.ts';
import { fixture } from '../helpers.ts';

const sources: SourceText[] = [
  {
    file: 'site.config.ts',
    text: "import { nav } from './navigation.ts';\nexport default {\n  title: 'Docs',\n  'edit-link': 1,\n};\n",
  },
  {
    file: 'navigation.ts',
    text: "export const nav = [\n  { text: 'Docs', link: \"/docs/\" },\n  { text: 'API', link: `/api/` },\n];\n",
  },
];

describe('config sources', () => {
  it("reads the files the module runner lists that are the site folder's own, site.config.ts first", async () => {
    const dir = fixture('two-locales');
    const read = await readConfigSources(dir, [
      `${dir}/navigation.ts`,
      'site.config.ts',
      `${dir}/node_modules/some-package/index.js`,
      `${dir}/../../../src/index.ts`,
      `${dir}/missing.ts`,
    ]);
    expect(read.map((s) => s.file)).toEqual(['site.config.ts', 'navigation.ts']);
    expect(read[1]?.text).toContain('dutchSidebar');
  });

  it('finds string literals in any quotes, in the first file that has them', () => {
    expect(findString(sources, '/docs/')).toEqual({ file: 'navigation.ts', line: 2, column: 25 });
    expect(findString(sources, '/api/')).toEqual({ file: 'navigation.ts', line: 3, column: 24 });
    expect(findString(sources, 'Docs')).toEqual({ file: 'site.config.ts', line: 3, column: 10 });
    expect(findString(sources, '/nowhere/')).toBeUndefined();
  });

  it('finds object keys, quoted or not, but not inside other words', () => {
    expect(findKey(sources, 'title')).toEqual({ file: 'site.config.ts', line: 3, column: 3 });
    expect(findKey(sources, 'edit-link')).toEqual({ file: 'site.config.ts', line: 4, column: 3 });
    expect(findKey(sources, 'link')).toEqual({ file: 'navigation.ts', line: 2, column: 19 });
    expect(findKey(sources, 'itle')).toBeUndefined();
  });
});
