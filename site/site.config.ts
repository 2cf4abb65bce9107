import { apiReference } from '@atlas-docs/api-reference';
import { appSwitcher, cookieConsent, help, legal, rollover, signIn } from '@atlas-docs/ripe-ncc';
import { llms } from '@atlas-docs/llms';
import type { SiteConfig } from '@atlas-docs/content/types';
import { nav, sidebar } from './navigation.ts';
import { wordmark } from './plugins/wordmark.ts';

/** The RIPE Atlas documentation site. */
const config: SiteConfig = {
  title: 'RIPE Atlas Docs',
  description:
    'Documentation of RIPE Atlas, the global network of probes that measure internet connectivity and reachability.',
  srcDir: 'content',
  origin: 'https://atlas.ripe.net',
  nav,
  sidebar,
  socialLinks: [
    { icon: 'github', link: 'https://github.com/RIPE-NCC', ariaLabel: 'RIPE NCC on GitHub' },
    { icon: 'mastodon', link: 'https://social.ripe.net/@ripencc', ariaLabel: 'RIPE NCC on Mastodon' },
    { icon: 'linkedin', link: 'https://www.linkedin.com/company/ripe-ncc', ariaLabel: 'RIPE NCC on LinkedIn' },
  ],
  editLink: {
    pattern: 'https://github.com/RIPE-NCC/atlas-docs/edit/main/site/content/:path',
  },
  lastUpdated: true,
  footer: {
    message: 'RIPE Atlas is run by the RIPE NCC.',
    copyright: '© RIPE NCC',
    links: [
      { text: 'About RIPE Atlas', link: '/about' },
      { text: 'Legal information', link: '/legal' },
      { text: 'Legal and policies', link: '/docs/legal-and-policies' },
    ],
  },
  favicon: 'favicon.svg',
  outline: 2,
  search: {
    // Words readers type for what the docs call otherwise; each group works in every direction.
    synonyms: [
      ['msm', 'measurement'],
      ['prb', 'probe'],
      ['rtt', 'latency', 'round-trip time'],
      ['ip', 'address'],
      ['asn', 'autonomous system'],
      ['tracert', 'traceroute'],
      ['token', 'api key'],
      ['cert', 'certificate'],
      ['wifi', 'wi-fi', 'wireless'],
      ['cancel', 'stop'],
      ['datacenter', 'data centre'],
      ['nameserver', 'name server'],
      ['cli', 'command-line'],
      ['vm', 'virtual machine'],
    ],
  },
  plugins: [
    // The RIPE Atlas wordmark as the navigation bar's logo: a plugin of this site's own (plugins/).
    wordmark(),
    // The RIPE Atlas API v2.6.0 description (Swagger 1.2) in api/, rendered by the `::api-resource` pages.
    apiReference({ description: 'api', openapi: '/docs/apis/rest-api-reference/openapi.json' }),
    // `:help[…]` pop-overs, `:::rollover[…]` panels and the `::legal` page (content/legal.md).
    help(),
    rollover(),
    legal(),
    // Each page as markdown beside its HTML (`.md`), `/llms.txt` and `/llms-full.txt`, for the tools that read docs.
    llms(),
    // The navigation bar's application switcher and sign-in.
    appSwitcher(),
    signIn(),
    // RIPE NCC's sites ask for consent to analytics cookies; the statement explains what each cookie is for.
    // `analytics: { url, siteId }` (Matomo) loads the tracker after 'All Cookies' once the site has its id.
    cookieConsent({ policyUrl: 'https://www.ripe.net/about-us/legal/ripe-ncc-cookie-statement/' }),
  ],
  redirects: {
    'built-in-measurements': '/docs/getting-started/built-in-measurements',
    domainmon: '/docs/tools-and-code/domainmon',
    'anchor-v2': '/docs/probeinfo/anchor-v2',
    'anchor-v3': '/docs/probeinfo/anchor-v3',
    'probe-v1': '/docs/probeinfo/probe-v1',
    'probe-v2': '/docs/probeinfo/probe-v2',
    'probe-v3': '/docs/probeinfo/probe-v3',
    'probe-v4': '/docs/probeinfo/probe-v4',
    'probe-v5': '/docs/probeinfo/probe-v5',
  },
};

export default config;
