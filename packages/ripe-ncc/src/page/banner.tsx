import { Banner, type BannerLevel } from '@atlas-docs/widgets/banner';
import { BANNER_ATTRIBUTE } from './banner-attribute.ts';

/** The options of `banner()`, which are the component's props. */
export interface BannerOptions {
  /** Remembers a reader's dismissal under this id; a new id shows the banner to everyone again. */
  id: string;
  /** The notice, plain text. */
  text: string;
  /** Default `info`. */
  level?: BannerLevel;
  /** A link after the text: an http(s), mailto or site-relative URL, and its text (default: the URL). */
  link?: { url: string; text?: string };
  /** No dismiss button, and the link does not hide it. Default `false`. */
  permanent?: boolean;
}

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
