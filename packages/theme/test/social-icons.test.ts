import { describe, expect, it } from 'vitest';
import siteConfig from '../../../site/site.config.ts';
import { socialIconArtwork } from '../src/components/social-icons.tsx';

describe('socialIconArtwork', () => {
  it('has artwork for every icon the real site links', () => {
    const icons = (siteConfig.socialLinks ?? []).map((link) => link.icon);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(socialIconArtwork(icon), icon).toBeTruthy();
  });

  it('has artwork for every icon the config documents as built in, and Bluesky', () => {
    for (const icon of ['github', 'mastodon', 'x', 'linkedin', 'youtube', 'facebook', 'discord', 'bluesky']) {
      expect(socialIconArtwork(icon), icon).toBeTruthy();
    }
  });

  it('reads names in any case, and Twitter as X', () => {
    expect(socialIconArtwork('GitHub')).toBe(socialIconArtwork('github'));
    expect(socialIconArtwork(' LinkedIn ')).toBe(socialIconArtwork('linkedin'));
    expect(socialIconArtwork('twitter')).toBe(socialIconArtwork('x'));
  });

  it('has none for other names, which fall back to the icon service', () => {
    expect(socialIconArtwork('peertube')).toBeUndefined();
    expect(socialIconArtwork('constructor')).toBeUndefined();
    expect(socialIconArtwork('toString')).toBeUndefined();
  });
});
