import { describe, expect, it } from 'vitest';
import { PluginOptionsError } from '@atlas-docs/content';
import { appSwitcher, banner, cookieConsent, help, legal, rollover, signIn } from '../src/index.ts';

/** The problems a plugin's options raise, as `path: reason`. */
function problemsOf(make: () => unknown): string[] {
  try {
    make();
  } catch (error) {
    if (error instanceof PluginOptionsError) return error.problems.map((p) => `${p.path.join('.')}: ${p.reason}`);
    throw error;
  }
  return [];
}

describe('the RIPE NCC plugins', () => {
  it('each adds its island, whose code is a module of this package', () => {
    expect(help().islands).toEqual({ help: { client: '@atlas-docs/ripe-ncc/islands/help' } });
    expect(rollover().islands).toEqual({ rollover: { client: '@atlas-docs/ripe-ncc/islands/rollover' } });
    expect(legal().islands).toEqual({
      legal: { client: '@atlas-docs/ripe-ncc/islands/legal', options: { staticHost: 'https://static.ripe.net' } },
    });
    expect(import.meta.resolve('@atlas-docs/ripe-ncc/islands/legal')).toMatch(/src\/islands\/legal\.tsx$/);
  });

  it("renders the legal page's first state into the page at build time", async () => {
    const added = await legal().load?.({ siteDir: '/site', config: { title: 'T', description: 'D' } });
    const html = added?.islandHtml?.legal?.({ appname: 'RIPE Atlas' }) ?? '';
    expect(html).toMatch(/^<div class="ad-legal"><h1 class="ad-legal__/);
    expect(help().load).toBeUndefined();
  });

  it('talk to the production hosts by default, to the hosts of their options else, and allow them in the policy', () => {
    expect(appSwitcher().navBar).toEqual({
      'app-switcher': {
        module: '@atlas-docs/ripe-ncc/nav/app-switcher',
        props: { staticHost: 'https://static.ripe.net', list: 'production' },
      },
    });
    const local = appSwitcher({ staticHost: 'http://127.0.0.1:4000', list: 'pre-production' });
    expect(local.navBar?.['app-switcher']).toMatchObject({ props: { list: 'pre-production' } });
    expect(local.csp).toEqual({ 'connect-src': ['http://127.0.0.1:4000'] });
    expect(signIn({ accessUrl: 'http://127.0.0.1:4001' }).csp).toEqual({
      'connect-src': ['http://127.0.0.1:4001'],
      'img-src': ['http://127.0.0.1:4001'],
    });
    expect(legal({ staticHost: 'http://127.0.0.1:4002' }).csp).toEqual({ 'connect-src': ['http://127.0.0.1:4002'] });
  });

  it('name each option that does not fit', () => {
    expect(
      problemsOf(() => appSwitcher({ staticHost: 'https://static.ripe.net/x', list: 'staging' as 'production' })),
    ).toEqual([
      'staticHost: must be an origin such as https://host (no path)',
      'list: must be one of production, pre-production',
    ]);
    expect(problemsOf(() => signIn({ accessURL: 'x' } as never))).toEqual(['accessURL: is not an option']);
  });
});

describe('banner()', () => {
  it('puts the banner in the top region with its options as props, and the script that hides a dismissed one', () => {
    const plugin = banner({
      id: 'b1',
      text: 'Maintenance',
      level: 'warning',
      link: { url: '/status', text: 'Status' },
    });
    expect(plugin.top).toMatchObject({
      module: '@atlas-docs/ripe-ncc/page/banner',
      props: { id: 'b1', text: 'Maintenance', level: 'warning', link: { url: '/status', text: 'Status' } },
    });
    expect(plugin.top?.script).toContain('ripe-banner-dismissed:b1');
    expect(plugin.styles).toEqual(['@atlas-docs/widgets/css/banner.css']);
  });

  it('names every problem of its options', () => {
    const options = { text: '', level: 'red', link: { url: 'javascript:alert(1)' }, permanent: 'yes', colour: 'red' };
    expect(problemsOf(() => banner(options as never))).toEqual([
      'colour: is not an option',
      'id: is required',
      'text: must be a non-empty string',
      'level: must be one of info, positive, warning, accent, alarm, cookie',
      'link.url: must be an http(s), mailto or /relative URL',
      'permanent: must be true or false',
    ]);
  });
});

describe('cookieConsent()', () => {
  it('loads the consent banner once the page has hydrated, with its texts', () => {
    const plugin = cookieConsent({ policyUrl: 'https://www.ripe.net/cookies' });
    expect(plugin.deferred).toEqual({
      module: '@atlas-docs/ripe-ncc/page/cookie-consent',
      props: { policyUrl: 'https://www.ripe.net/cookies' },
    });
    expect(plugin.csp).toBeUndefined();
  });

  it("gives Matomo's URL with a trailing slash and the site id as a string, and allows the tracker", () => {
    const plugin = cookieConsent({ analytics: { url: 'https://m.example.net', siteId: 7 } });
    expect(plugin.deferred).toMatchObject({ props: { analytics: { url: 'https://m.example.net/', siteId: '7' } } });
    const tracker = ['https://m.example.net'];
    expect(plugin.csp).toEqual({ 'script-src': tracker, 'img-src': tracker, 'connect-src': tracker });
  });

  it('names every problem of its options', () => {
    const options = {
      policyUrl: 'data:text/html,x',
      text: 3,
      analytics: { url: 'matomo.example.net', siteId: 'twelve' },
    };
    expect(problemsOf(() => cookieConsent(options as never))).toEqual([
      'text: must be a non-empty string',
      'policyUrl: must be an http(s), mailto or /relative URL',
      'analytics.url: must be the Matomo URL (https://host/)',
      'analytics.siteId: must be the site id, a positive whole number',
    ]);
  });
});
