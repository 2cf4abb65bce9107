// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prepareMarkdown, remoteMarkdownToHtml } from '../src/markdown/index.ts';

const LIMITS = { quoteDepth: 3, indent: 8, sliceLength: 40 };

describe('prepareMarkdown', () => {
  it('keeps text within the limits as it is, in one slice', () => {
    const text = '# Title\n\n> quoted\n> > twice\n\nA paragraph.';
    expect(prepareMarkdown(text, { ...LIMITS, sliceLength: 1000 })).toEqual({
      slices: [`${text}\n`],
      flattened: false,
    });
  });

  it('keeps at most the limit of quote markers and of leading white space on a line', () => {
    const { slices, flattened } = prepareMarkdown(`${'>'.repeat(10_000)} deep\n${' '.repeat(100)}- item`, {
      ...LIMITS,
      sliceLength: 1_000_000,
    });
    expect(flattened).toBe(true);
    expect(slices.join('')).toBe(`> > > deep\n${' '.repeat(8)}- item\n`);
  });

  it('cuts slices at blank lines, never inside a fenced block, and cuts an overlong line', () => {
    const text = ['a'.repeat(30), '', 'b'.repeat(30), '', '```', 'c', '', 'd'.repeat(60), '```', '', 'e'].join('\n');
    const { slices } = prepareMarkdown(text, LIMITS);
    expect(slices.join('')).toBe(`${text}\n`);
    expect(slices.every((slice) => slice.length <= LIMITS.sliceLength * 2 + 1)).toBe(true);
    // The fence opened in a slice stays in it, up to its blank line.
    expect(slices.some((slice) => slice.includes('```\nc\n\n'))).toBe(true);
    const long = prepareMarkdown('x'.repeat(500), LIMITS).slices;
    expect(long.join('')).toBe(`${'x'.repeat(500)}\n`);
    expect(long.length).toBeGreaterThan(5);
  });
});

describe('prepareMarkdown, cutting by lines and inline markers', () => {
  it('ends a slice at a blank line after 128 lines, and at a line end after 256', () => {
    const blocks = prepareMarkdown('# Heading\n\n'.repeat(1000), { ...LIMITS, sliceLength: 1_000_000 }).slices;
    expect(blocks.join('')).toBe(`${'# Heading\n\n'.repeat(1000)}\n`);
    expect(Math.max(...blocks.map((slice) => slice.split('\n').length))).toBeLessThanOrEqual(130);
    const lines = prepareMarkdown('line\n'.repeat(1000), { ...LIMITS, sliceLength: 1_000_000 }).slices;
    expect(Math.max(...lines.map((slice) => slice.split('\n').length))).toBeLessThanOrEqual(257);
  });

  it('cuts a line of runs of markers into pieces of at most 256 markers, keeping every character', () => {
    for (const text of [
      '['.repeat(10_000),
      '*word '.repeat(2000),
      `${'*a _b [c '.repeat(500)}x${'](u) d_ e*'.repeat(500)}`,
    ]) {
      const { slices } = prepareMarkdown(text, { ...LIMITS, sliceLength: 1_000_000 });
      expect(slices.join('')).toBe(`${text}\n`);
      const markers = slices.map((slice) => slice.match(/[*_[\]()`<!\\&]/g)?.length ?? 0);
      expect(Math.max(...markers)).toBeLessThanOrEqual(256);
      expect(slices.length).toBeGreaterThan(5);
    }
  });
});

describe('remoteMarkdownToHtml', () => {
  it('renders quotes nested 10,000 deep at 8 levels, with the text and what follows', async () => {
    const { html, flattened } = await remoteMarkdownToHtml(`${'>'.repeat(10_000)} inner\n\nafter`);
    expect(flattened).toBe(true);
    expect(html.match(/<blockquote>/g)).toHaveLength(8);
    expect(html).toContain('<p>inner</p>');
    expect(html).toContain('<p>after</p>');
  });

  it('keeps heading ids unique across slices', async () => {
    const text = Array.from({ length: 2000 }, (_, i) => `## Part\n\nParagraph ${i}.`).join('\n\n');
    const { html } = await remoteMarkdownToHtml(text);
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2000);
    expect(new Set(ids).size).toBe(2000);
  });

  it('shows bold and italic nested deeper than 16 levels as the text they were written as', async () => {
    const { html } = await remoteMarkdownToHtml(`${'**a '.repeat(2000)}x${' a**'.repeat(2000)}`);
    expect((html.match(/<strong>/g) ?? []).length).toBeLessThanOrEqual(16);
    expect(html).toContain('x');
  });
});
