import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findFiles, findPages } from '../../src/site/find-files.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atlas-find-'));
  for (const file of ['index.md', 'guide/a.md', 'guide/examples/x.md', '_parts/p.md', '.vitepress/c.md', 'a.txt']) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), '# A\n');
  }
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('findPages', () => {
  it('lists the markdown pages, not those of folders starting with _ or . ', async () => {
    expect(await findPages(dir)).toEqual(['guide/a.md', 'guide/examples/x.md', 'index.md']);
  });

  it('leaves out the files the config excludes, by glob pattern', async () => {
    expect(await findPages(dir, ['**/examples/**'])).toEqual(['guide/a.md', 'index.md']);
    expect(await findPages(dir, ['index.md', 'guide/*.md'])).toEqual(['guide/examples/x.md']);
  });
});

describe('findFiles', () => {
  it('takes a link to a file as that file, and leaves a broken link out', async () => {
    await symlink(join(dir, 'a.txt'), join(dir, 'linked.txt'));
    await symlink(join(dir, 'gone.txt'), join(dir, 'broken.txt'));
    expect(await findFiles(dir, (name) => name.endsWith('.txt'))).toEqual(['a.txt', 'linked.txt']);
  });
});
