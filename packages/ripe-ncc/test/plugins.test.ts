import { describe, expect, it } from 'vitest';
import { help, legal, rollover } from '../src/index.ts';

describe('the RIPE NCC plugins', () => {
  it('each adds its island, whose code is a module of this package', () => {
    expect(help().islands).toEqual({ help: { client: '@atlas-docs/ripe-ncc/islands/help' } });
    expect(rollover().islands).toEqual({ rollover: { client: '@atlas-docs/ripe-ncc/islands/rollover' } });
    expect(legal().islands).toEqual({ legal: { client: '@atlas-docs/ripe-ncc/islands/legal' } });
    expect(import.meta.resolve('@atlas-docs/ripe-ncc/islands/legal')).toMatch(/src\/islands\/legal\.tsx$/);
  });

  it("renders the legal page's first state into the page at build time", async () => {
    const added = await legal().load?.({ siteDir: '/site', config: { title: 'T', description: 'D' } });
    const html = added?.islandHtml?.legal?.({ appname: 'RIPE Atlas' }) ?? '';
    expect(html).toMatch(/^<div class="ad-legal"><h1 class="ad-legal__/);
    expect(help().load).toBeUndefined();
  });
});
