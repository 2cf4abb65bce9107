import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { option, parseOptions, PluginOptionsError } from '../src/index.ts';

const schema = z.strictObject({
  id: option.text(),
  host: option.origin().optional(),
  level: option.oneOf('info', 'alarm').optional(),
  link: z.strictObject({ url: option.linkUrl(), text: option.text().optional() }).optional(),
  permanent: option.boolean().optional(),
});

const problemsOf = (options: unknown): string[] => {
  try {
    parseOptions('demo', schema, options);
    return [];
  } catch (error) {
    if (!(error instanceof PluginOptionsError)) throw error;
    expect(error.plugin).toBe('demo');
    return error.problems.map((p) => `${p.path.join('.')}: ${p.reason}`);
  }
};

describe('parseOptions', () => {
  it('gives the options back, typed by the schema', () => {
    const checked = parseOptions('demo', schema, { id: 'a', level: 'alarm', link: { url: '/x' } });
    expect(checked).toEqual({ id: 'a', level: 'alarm', link: { url: '/x' } });
  });

  it('names every problem with the path of its option, options that are not options first', () => {
    expect(
      problemsOf({
        colour: 'red',
        host: 'https://h/path',
        level: 'loud',
        link: { url: 'javascript:x', target: '_blank' },
        permanent: 'yes',
      }),
    ).toEqual([
      'colour: is not an option',
      'link.target: is not an option',
      'id: is required',
      'host: must be an origin such as https://host (no path)',
      'level: must be one of info, alarm',
      'link.url: must be an http(s), mailto or /relative URL',
      'permanent: must be true or false',
    ]);
  });

  it('reads no options as none given, and a blank text as no text', () => {
    expect(problemsOf(undefined)).toEqual(['id: is required']);
    expect(problemsOf({ id: '  ' })).toEqual(['id: must be a non-empty string']);
  });
});
