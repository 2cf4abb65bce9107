import { describe, expect, it } from 'vitest';
import { ContentError } from '@atlas-docs/content';
import { devProblems, problemLine, warningProblem } from '../../src/dev/problems.ts';

const routes: Record<string, string> = { 'content/docs/a.md': '/docs/a' };

describe('devProblems', () => {
  it('names file, line and column, gives page problems their route and makes broken links warnings', () => {
    const frontMatter = new ContentError(
      { file: 'content/docs/a.md', line: 3, column: 1 },
      'front matter is not valid YAML',
    );
    const config = new ContentError({ file: 'site.config.ts' }, 'cannot load the configuration: x is not defined');
    const link = new ContentError(
      { file: 'navigation.ts', line: 12, column: 9 },
      'sidebar link "/docs/b" is not a page of the site',
    );
    const problems = devProblems(
      {
        errors: [ContentError.combine([frontMatter, config])],
        links: [link],
        warnings: ['content/docs/a.md:7:3: unknown language `brainfuck`'],
      },
      (file) => routes[file],
    );
    // Each keeps its place in its file; problems of a page's file belong to that page only.
    expect(problems.map((p) => [p.file, p.line, p.column, p.severity, p.route])).toEqual([
      ['content/docs/a.md', 3, 1, 'error', '/docs/a'],
      ['site.config.ts', undefined, undefined, 'error', undefined],
      ['navigation.ts', 12, 9, 'warning', undefined],
      ['content/docs/a.md', 7, 3, 'warning', '/docs/a'],
    ]);
    expect(problems.map(problemLine)).toEqual([
      'error   content/docs/a.md:3:1: front matter is not valid YAML',
      'error   site.config.ts: cannot load the configuration: x is not defined',
      'warning navigation.ts:12:9: sidebar link "/docs/b" is not a page of the site',
      'warning content/docs/a.md:7:3: unknown language `brainfuck`',
    ]);
  });

  it('reads the location a warning starts with, if it has one', () => {
    expect(warningProblem('site.config.ts:4:5: redirect target /x is not a page')).toEqual({
      file: 'site.config.ts',
      line: 4,
      column: 5,
      message: 'redirect target /x is not a page',
    });
    expect(warningProblem('api/resources/probes.json: unknown type `foo`')).toEqual({
      file: 'api/resources/probes.json',
      message: 'unknown type `foo`',
    });
    expect(warningProblem('something happened')).toEqual({ file: '', message: 'something happened' });
  });
});
