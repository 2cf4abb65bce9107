import { describe, expect, it } from 'vitest';
import { expandIncludes, includePath, lineRange, regionOf, splitTarget } from '../../src/markdown/includes.ts';

const files: Record<string, string> = {
  'guide/_parts/intro.md': '## Intro\n\n<!-- #region short -->\nShort.\n<!-- #endregion short -->\n\nLong.\n',
  'guide/_parts/nested.md': 'Before.\n<!--@include: ./intro.md{3,5}-->\nAfter.',
  'guide/_parts/loop.md': '<!--@include: ./loop.md-->',
  'snippets/probe.ts': [
    'import { probe } from "x";',
    '// #region usage',
    'probe.start();',
    '// #endregion usage',
    'const fence = "```";',
  ].join('\n'),
};
const read = (path: string) => Promise.resolve(files[path]);
const where = { relativePath: 'guide/page.md', file: 'docs/guide/page.md' };

describe('inclusions', () => {
  it('resolve paths from the including file, or from the content folder with @/', () => {
    expect(includePath('./_parts/a.md', 'guide/page.md')).toBe('guide/_parts/a.md');
    expect(includePath('../b.md', 'guide/page.md')).toBe('b.md');
    expect(includePath('@/snippets/a.ts', 'guide/page.md')).toBe('snippets/a.ts');
    expect(splitTarget('./a.md#intro{2,4}')).toEqual({ path: './a.md', region: 'intro', range: '2,4' });
    expect(splitTarget('./a.md')).toEqual({ path: './a.md' });
  });

  it('take a region between #region and #endregion, in any comment syntax, and lines by number', () => {
    expect(regionOf('a\n// #region x\nb\n// #endregion x\nc', 'x')).toBe('b');
    expect(regionOf('<!-- #region y -->\nb\n<!-- #endregion -->', 'y')).toBe('b');
    expect(regionOf('a', 'missing')).toBeNull();
    expect(lineRange('1\n2\n3\n4', '2,3')).toBe('2\n3');
    expect(lineRange('1\n2\n3\n4', '3,')).toBe('3\n4');
    expect(lineRange('1\n2\n3\n4', ',1')).toBe('1');
  });

  it('put the file, its region or its lines in place; inclusions inside are expanded too', async () => {
    const {
      text,
      files: used,
      warnings,
    } = await expandIncludes(
      '# Page\n\n<!--@include: ./_parts/intro.md#short-->\n\n<!--@include: ./_parts/nested.md-->\n',
      where,
      read,
    );
    expect(text).toBe(
      '# Page\n\nShort.\n\nBefore.\n<!-- #region short -->\nShort.\n<!-- #endregion short -->\nAfter.\n',
    );
    expect(used).toEqual(['guide/_parts/intro.md', 'guide/_parts/nested.md']);
    expect(warnings).toEqual([]);
  });

  it('leave code blocks alone, and name a missing file or an inclusion of itself with file and line', async () => {
    const source =
      '```md\n<!--@include: ./none.md-->\n```\n<!--@include: ./none.md-->\n<!--@include: ./_parts/loop.md-->';
    const { text, warnings } = await expandIncludes(source, where, read);
    expect(text.split('\n').slice(0, 3).join('\n')).toBe('```md\n<!--@include: ./none.md-->\n```');
    expect(text).toContain('> included file not found: `./none.md`');
    expect(warnings).toEqual([
      'docs/guide/page.md:4: included file not found "./none.md"',
      'docs/guide/_parts/loop.md:1: included file includes itself "./loop.md"',
    ]);
  });
});

describe('code snippets (<<<)', () => {
  it('are code blocks of the file, titled by its name, in its language, or of a region, lines and title given', async () => {
    const { text } = await expandIncludes(
      '<<< @/snippets/probe.ts\n\n<<< ../snippets/probe.ts#usage{1 js:line-numbers} [Start it]\n',
      where,
      read,
    );
    const [first, second] = text.trimEnd().split('\n\n');
    // The file holds a fence of three backticks: the block's is longer.
    expect(first).toBe(`\`\`\`\`ts [probe.ts]\n${files['snippets/probe.ts']}\n\`\`\`\``);
    expect(second).toBe('```js{1}:line-numbers [Start it]\nprobe.start();\n```');
  });

  it('name a missing file or region as a warning, and say so in the page', async () => {
    const { text, warnings } = await expandIncludes(
      '<<< @/snippets/none.ts\n<<< @/snippets/probe.ts#nope',
      where,
      read,
    );
    expect(text).toContain('> code snippet file not found: `@/snippets/none.ts`');
    expect(warnings).toEqual([
      'docs/guide/page.md:1: code snippet file not found "@/snippets/none.ts"',
      'docs/guide/page.md:2: code snippet region not found "@/snippets/probe.ts#nope"',
    ]);
  });
});
