import { Banner } from '@atlas-docs/widgets/banner';
import type { BannerOptions } from '../options.ts';
import { BANNER_ATTRIBUTE } from './banner-attribute.ts';

/**
 * The notice banner of the plugin `banner()`, in the page's top region above the navigation bar. It is in the
 * prerendered HTML; the script after the region hides it before the first paint when the reader dismissed it.
 */
export default function SiteBanner({ id, text, level, link, permanent }: BannerOptions) {
  return (
    <div className="ad-site-banner" {...{ [BANNER_ATTRIBUTE]: id }}>
      <Banner id={id} text={text} level={level} linkUrl={link?.url} linkText={link?.text} permanent={permanent} />
    </div>
  );
}
