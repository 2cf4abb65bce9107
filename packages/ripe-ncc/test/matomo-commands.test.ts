import { describe, expect, it } from 'vitest';
import { pageViewCommands, trackerScriptUrl, trackerSetup } from '../src/page/matomo-commands.ts';

const settings = { url: 'https://matomo.example.net/', siteId: '12' };

describe('Matomo commands', () => {
  it('require consent before anything else, then name the tracker and the site', () => {
    expect(trackerSetup(settings)).toEqual([
      ['requireConsent'],
      ['setTrackerUrl', 'https://matomo.example.net/matomo.php'],
      ['setSiteId', '12'],
      ['enableLinkTracking'],
    ]);
    expect(trackerScriptUrl(settings)).toBe('https://matomo.example.net/matomo.js');
  });

  it('give each page view its own URL and title, and the page before as referrer', () => {
    expect(pageViewCommands({ url: 'https://atlas.ripe.net/docs/', title: 'Docs | RIPE Atlas Docs' })).toEqual([
      ['setCustomUrl', 'https://atlas.ripe.net/docs/'],
      ['setDocumentTitle', 'Docs | RIPE Atlas Docs'],
      ['trackPageView'],
    ]);
    expect(
      pageViewCommands({ url: 'https://atlas.ripe.net/docs/a', title: 'A', referrer: 'https://atlas.ripe.net/docs/' }),
    ).toEqual([
      ['setReferrerUrl', 'https://atlas.ripe.net/docs/'],
      ['setCustomUrl', 'https://atlas.ripe.net/docs/a'],
      ['setDocumentTitle', 'A'],
      ['trackPageView'],
    ]);
  });
});
