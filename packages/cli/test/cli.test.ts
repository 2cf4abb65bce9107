import { mkdtemp, mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli.ts';
import { needsBuild } from '../src/freshness.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../content/test/fixtures/${name}`, import.meta.url));

describe('atlas-docs build', () => {
  it('fails with the file and line of broken front matter, and writes nothing', async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((message: string) => errors.push(message));
    const out = join(await mkdtemp(join(tmpdir(), 'atlas-cli-')), 'dist');
    const code = await main(['build', fixture('broken-front-matter'), '--out', out]);
    spy.mockRestore();
    expect(code).toBe(1);
    expect(errors.join('\n')).toMatch(/Build failed:\n.*content\/index\.md:3:\d+: /);
    expect(errors.join('\n')).toMatch(/content\/typed\.md:4:\d+: /);
    expect(await needsBuild(out, [])).toBe(true);
  });

  it('prints its usage without a command', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(await main([])).toBe(1);
    expect(log.mock.calls.join('\n')).toContain('atlas-docs build [<site-folder>]');
    log.mockRestore();
  });
});

describe('needsBuild', () => {
  it('builds when there is no build, or when a source changed after it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'atlas-fresh-'));
    const out = join(root, 'dist');
    const source = join(root, 'site');
    await mkdir(source);
    await writeFile(join(source, 'page.md'), '# Page');
    expect(await needsBuild(out, [source])).toBe(true);

    await mkdir(out);
    await writeFile(join(out, 'index.html'), '<!doctype html>');
    const past = new Date(Date.now() - 60_000);
    await utimes(join(source, 'page.md'), past, past);
    await utimes(source, past, past);
    expect(await needsBuild(out, [source])).toBe(false);

    await writeFile(join(source, 'page.md'), '# Changed');
    expect(await needsBuild(out, [source])).toBe(true);
  });
});
