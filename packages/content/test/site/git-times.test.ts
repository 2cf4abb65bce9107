import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { gitTimes, parseGitLog } from '../../src/site/git-times.ts';
import { loadSite } from '../../src/site/load-site.ts';
import { fixture } from '../helpers.ts';

const run = promisify(execFile);
const temporary: string[] = [];

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Commits everything in `dir` at a fixed time, with identity and settings given on the command line only. */
async function commitAll(dir: string, isoDate: string): Promise<void> {
  const env = { ...process.env, GIT_AUTHOR_DATE: isoDate, GIT_COMMITTER_DATE: isoDate };
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];
  await run('git', ['add', '-A'], { cwd: dir, env });
  await run('git', [...identity, 'commit', '-q', '-m', `at ${isoDate}`], { cwd: dir, env });
}

describe('parseGitLog', () => {
  it('keeps the newest time of each file', () => {
    const output = '\x001700000300\n\ndocs/a.md\n\x001700000200\n\ndocs/a.md\ndocs/b.md\n\x001700000100\n\nindex.md\n';
    expect(parseGitLog(output)).toEqual(
      new Map([
        ['docs/a.md', 1700000300000],
        ['docs/b.md', 1700000200000],
        ['index.md', 1700000100000],
      ]),
    );
  });

  it('is empty for empty output', () => {
    expect(parseGitLog('')).toEqual(new Map());
  });
});

describe('gitTimes', () => {
  it('is empty outside a git repository', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-nogit-'));
    temporary.push(dir);
    expect(await gitTimes(dir)).toEqual(new Map());
  });

  it('gives pages the time of their last commit, and null when uncommitted', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'atlas-git-'));
    temporary.push(dir);
    await cp(fixture('minimal'), dir, { recursive: true });
    await run('git', ['init', '-q'], { cwd: dir });
    await commitAll(dir, '2024-03-01T12:00:00Z');
    await writeFile(join(dir, 'pages/index.md'), '# Welcome back\n');
    await commitAll(dir, '2024-05-02T08:30:00Z');
    await writeFile(join(dir, 'pages/new.md'), '# Not committed yet\n');

    const times = await gitTimes(join(dir, 'pages'));
    expect(times).toEqual(
      new Map([
        ['index.md', Date.parse('2024-05-02T08:30:00Z')],
        ['guide/_index.md', Date.parse('2024-03-01T12:00:00Z')],
      ]),
    );
    const site = await loadSite(dir);
    expect(site.pages.map((p) => [p.path, p.lastUpdated])).toEqual([
      ['/', Date.parse('2024-05-02T08:30:00Z')],
      ['/404', null],
      ['/guide/', Date.parse('2024-03-01T12:00:00Z')],
      ['/new', null],
    ]);
  });
});
