import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { dismissedBannerScript } from '../src/page/banner-script.ts';

/** Runs the script on a stand-in page holding the banner `id`, with the stored dismissals; returns the banner. */
function run(source: string, id: string, stored: Record<string, string>) {
  const banner = { hidden: false };
  runInNewContext(source, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      querySelector: (selector: string) =>
        selector === `[data-ad-banner="${id.replace(/["\\]/g, '\\$&')}"]` ? banner : null,
    },
  });
  return banner;
}

describe('dismissedBannerScript', () => {
  it('hides a banner dismissed under its id before the first paint, and only that one', () => {
    const stored = { 'ripe-banner-dismissed:b1': '2026-11-23T10:00:00.000Z' };
    expect(run(dismissedBannerScript('b1'), 'b1', stored).hidden).toBe(true);
    expect(run(dismissedBannerScript('b2'), 'b2', stored).hidden).toBe(false);
    expect(run(dismissedBannerScript('b1'), 'b1', {}).hidden).toBe(false);
  });

  it('keeps an id with quotes or </script> inside its strings', () => {
    const id = `x'"</script>`;
    const source = dismissedBannerScript(id);
    expect(source).not.toContain('</script>');
    expect(run(source, id, { [`ripe-banner-dismissed:${id}`]: '1' }).hidden).toBe(true);
  });

  it('does nothing when storage is unavailable', () => {
    const banner = { hidden: false };
    runInNewContext(dismissedBannerScript('b1'), {
      localStorage: {
        getItem: () => {
          throw new Error('denied');
        },
      },
      document: { querySelector: () => banner },
    });
    expect(banner.hidden).toBe(false);
  });
});
