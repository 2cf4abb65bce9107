import { useRef } from 'react';
import type { BannerConfig } from '@atlas-docs/content/types';
import { Banner } from '@atlas-docs/widgets/banner';
import { useBannerHeight } from './useBannerHeight.ts';

export interface SiteBannerProps {
  banner: BannerConfig;
}

/**
 * The site's notice banner (the `banner` of the site config), above the navigation bar. It is in the
 * prerendered HTML; the no-flash script hides it before the first paint when the reader dismissed it.
 */
export function SiteBanner({ banner }: SiteBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useBannerHeight(ref);
  return (
    <div ref={ref} className="ad-site-banner">
      <Banner
        id={banner.id}
        text={banner.text}
        level={banner.level}
        linkUrl={banner.link?.url}
        linkText={banner.link?.text}
        permanent={banner.permanent}
      />
    </div>
  );
}
