import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentError, SiteSession } from '../../src/index.ts';
import { fixture } from '../helpers.ts';

let dir: string;

beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'atlas-session-')), 'site');
  await cp(fixture('two-locales'), dir, { recursive: true });
});

afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

const open = (previous?: SiteSession): Promise<SiteSession> =>
  SiteSession.open(dir, { islands: { 'probe-map': {} }, previous });

describe('SiteSession', () => {
  it('renders again the pages that include a file when the file changes, and serves public files that are links', async () => {
    const content = join(dir, 'content');
    await writeFile(join(content, 'docs/part.txt'), 'Probes need power.');
    await writeFile(join(content, 'docs/included.md'), '# Included\n\n<!--@include: ./part.txt-->\n');
    await mkdir(join(dir, 'public'), { recursive: true });
    await symlink(join(content, 'docs/part.txt'), join(dir, 'public/part.txt'));
    const session = await open();
    const page = session.pageAt('/docs/included');
    if (!page) throw new Error('no page');
    expect(session.isPublicFile('/part.txt')).toBe(true);
    const before = await session.pageData(page);
    expect(before instanceof ContentError ? before.message : before.html).toContain('Probes need power.');
    await writeFile(join(content, 'docs/part.txt'), 'Probes need a cable.');
    expect(session.forget('docs/part.txt')).toEqual(['docs/part.txt', 'docs/included.md']);
    const after = await session.pageData(page);
    expect(after instanceof ContentError ? after.message : after.html).toContain('Probes need a cable.');
  });

  it('renders a page only when asked, and again only after it is forgotten', async () => {
    const session = await open();
    const page = session.pageAt('/docs/probes');
    if (!page) throw new Error('no page');
    expect(session.renderedText(page.relativePath)).toBeUndefined();
    const first = await session.pageData(page);
    expect(await session.pageData(page)).toBe(first);

    const file = join(session.srcDir, page.relativePath);
    await writeFile(file, `${await readFile(file, 'utf8')}\nLater text.\n`);
    expect(await session.pageData(page)).toBe(first);
    session.forget(page.relativePath);
    const second = await session.pageData(page);
    expect(second).not.toBe(first);
    expect(second instanceof ContentError ? '' : second.html).toContain('Later text.');
  });

  it('checks only what is rendered: links into pages not rendered yet are checked by route', async () => {
    const session = await open();
    expect(await session.problems()).toEqual({ errors: [], links: [], warnings: [] });
    await session.renderAll();
    expect((await session.pageList()).length).toBe(session.sourcePages().length + 2);
  });

  it('takes over the renders of an earlier session for files that did not change', async () => {
    const first = await open();
    await first.renderAll();
    const page = first.pageAt('/about');
    if (!page) throw new Error('no page');
    const before = await first.render(page);
    const second = await open(first);
    expect(await second.render(page)).toBe(before);
  });

  it('reports a file it cannot read as a problem of that file', async () => {
    const session = await open();
    const page = session.pageAt('/about');
    if (!page) throw new Error('no page');
    // Gone between the listing and the read, as when an editor saves by replacing the file.
    await rm(join(session.srcDir, page.relativePath));
    const data = await session.pageData(page);
    expect(data).toBeInstanceOf(ContentError);
    expect((data as ContentError).message).toBe('content/about.md: cannot read the file (ENOENT)');
  });

  it('finds every page while it lists them again after a file was added, as requests meanwhile need', async () => {
    const session = await open();
    await writeFile(join(session.srcDir, 'docs/first-steps.md'), '# First steps\n');
    let done = false;
    const scanned = session.scan().finally(() => (done = true));
    const seen: (string | undefined)[] = [];
    while (!done) {
      seen.push(session.pageAt('/docs/probes')?.route);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await scanned;
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.filter((route) => route !== '/docs/probes')).toEqual([]);
    expect(session.pageAt('/docs/first-steps')?.route).toBe('/docs/first-steps');
  });
});
