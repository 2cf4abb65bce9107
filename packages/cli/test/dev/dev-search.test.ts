import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SiteSession } from '@atlas-docs/content';
import { DevSearch, devSearchShell } from '../../src/dev/dev-search.ts';

const FIXTURE = fileURLToPath(new URL('../../../content/test/fixtures/two-locales', import.meta.url));

describe('DevSearch', () => {
  it('serves each locale’s data at a path that stays, built again with the changed pages', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'atlas-dev-search-')), 'site');
    await cp(FIXTURE, dir, { recursive: true });
    const search = new DevSearch(() => {}, 0);
    try {
      const session = await SiteSession.open(dir, { islands: { 'probe-map': {} } });
      const shell = devSearchShell(session.config, session.site);
      expect(Object.keys(shell)).toEqual(['root', 'nl']);
      expect(shell.root?.data).toBe('/_atlas/search/root.json');

      // A request before the first build waits for it.
      const early = search.file('/_atlas/search/root.json');
      await session.renderAll();
      await search.build(session);
      expect(await early).toContain('Probes');
      expect(await search.file('/_atlas/search/xx.json')).toBeNull();

      const file = join(session.srcDir, 'docs/probes.md');
      await writeFile(file, `${await readFile(file, 'utf8')}\nA word like zanzibarite.\n`);
      session.forget('docs/probes.md');
      await session.renderAll();
      await search.build(session);
      expect(await search.file('/_atlas/search/root.json')).toContain('zanzibarite');
    } finally {
      await search.close();
      await rm(join(dir, '..'), { recursive: true, force: true });
    }
  });
});
