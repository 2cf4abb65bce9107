import { describe, expect, it } from 'vitest';
import { ContentError, locationOf } from '../src/content-error.ts';

describe('ContentError', () => {
  it('reads file:line:column: reason', () => {
    const error = new ContentError({ file: 'content/a.md', line: 3, column: 7 }, 'broken');
    expect(error.message).toBe('content/a.md:3:7: broken');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ContentError');
    expect(error.errors).toEqual([error]);
  });

  it('leaves out what it does not know', () => {
    expect(new ContentError({ file: 'site.config.ts' }, 'x').message).toBe('site.config.ts: x');
    expect(new ContentError({ file: 'a.md', line: 2 }, 'x').message).toBe('a.md:2: x');
  });

  it('combines errors sorted by file and line, located at the first', () => {
    const combined = ContentError.combine([
      new ContentError({ file: 'b.md', line: 1, column: 1 }, 'third'),
      new ContentError({ file: 'a.md', line: 9, column: 1 }, 'second'),
      new ContentError({ file: 'a.md', line: 2, column: 5 }, 'first'),
    ]);
    expect(combined.message).toBe('a.md:2:5: first\na.md:9:1: second\nb.md:1:1: third');
    expect([combined.file, combined.line, combined.column, combined.reason]).toEqual(['a.md', 2, 5, 'first']);
    expect(combined.errors).toHaveLength(3);
  });

  it('flattens combined errors and returns a single one as it is', () => {
    const one = new ContentError({ file: 'a.md', line: 1 }, 'only');
    expect(ContentError.combine([one])).toBe(one);
    const nested = ContentError.combine([
      ContentError.combine([new ContentError({ file: 'a.md' }, 'x'), new ContentError({ file: 'b.md' }, 'y')]),
      new ContentError({ file: 'c.md' }, 'z'),
    ]);
    expect(nested.errors.map((e) => e.reason)).toEqual(['x', 'y', 'z']);
  });

  it('locates unist nodes', () => {
    expect(locationOf('a.md', { position: { start: { line: 4, column: 2 } } })).toEqual({
      file: 'a.md',
      line: 4,
      column: 2,
    });
    expect(locationOf('a.md', {})).toEqual({ file: 'a.md' });
  });
});
