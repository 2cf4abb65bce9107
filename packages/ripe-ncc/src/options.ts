/**
 * The options of RIPE NCC's plugins: a schema of each (zod), from which its type is inferred, checked when the
 * site's config is loaded (`parseOptions`): each problem names its option, which the generator locates in
 * `site.config.ts`.
 */
import { z } from 'zod';
import { option } from '@atlas-docs/content';

export const legalOptions = z.strictObject({
  /** The static host the policies come from. Default `https://static.ripe.net`. */
  staticHost: option.origin().optional(),
});
export type LegalOptions = z.input<typeof legalOptions>;

export const appSwitcherOptions = z.strictObject({
  /** The static host of the site list. Default `https://static.ripe.net`. */
  staticHost: option.origin().optional(),
  /** Which site list: `production` (default) or `pre-production`. */
  list: option.oneOf('production', 'pre-production').optional(),
});
export type AppSwitcherOptions = z.input<typeof appSwitcherOptions>;

export const signInOptions = z.strictObject({
  /** The account service. Default `https://access.ripe.net`. */
  accessUrl: option.origin().optional(),
});
export type SignInOptions = z.input<typeof signInOptions>;

export const bannerOptions = z.strictObject({
  /** Remembers a reader's dismissal under this id; a new id shows the banner to everyone again. */
  id: option.text(),
  /** The notice, plain text. */
  text: option.text(),
  /** Default `info`. */
  level: option.oneOf('info', 'positive', 'warning', 'accent', 'alarm', 'cookie').optional(),
  /** A link after the text: an http(s), mailto or site-relative URL, and its text (default: the URL). */
  link: z.strictObject({ url: option.linkUrl(), text: option.text().optional() }).optional(),
  /** No dismiss button, and the link does not hide it. Default `false`. */
  permanent: option.boolean().optional(),
});
export type BannerOptions = z.input<typeof bannerOptions>;

const SITE_ID = 'must be the site id, a positive whole number';

export const cookieConsentOptions = z.strictObject({
  /** The explanation before the buttons. Default: a sentence on required and analytics cookies. */
  text: option.text().optional(),
  /** The cookie statement, linked after the text (http(s), mailto or site-relative). Default: no link. */
  policyUrl: option.linkUrl().optional(),
  /** The link's text. Default 'Cookie statement'. */
  policyText: option.text().optional(),
  /**
   * Matomo, loaded only once the reader chose 'All Cookies', with consent required (`requireConsent`), so
   * nothing is stored or sent before: its URL (whose `matomo.js` and `matomo.php` are the tracker) and the
   * site's id in it.
   */
  analytics: z
    .strictObject({
      url: z
        .string({ error: 'must be the Matomo URL (https://host/)' })
        .regex(/^https?:\/\/[^\s?#]+$/, { error: 'must be the Matomo URL (https://host/)' }),
      siteId: z.union(
        [
          z.string().regex(/^\d+$/, { error: SITE_ID }),
          z.number({ error: SITE_ID }).int({ error: SITE_ID }).positive({ error: SITE_ID }),
        ],
        { error: SITE_ID },
      ),
    })
    .optional(),
});
export type CookieConsentOptions = z.input<typeof cookieConsentOptions>;
