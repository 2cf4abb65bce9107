import type { NavItem, SidebarConfig } from '@atlas-docs/content/types';

/** The top navigation bar. */
export const nav: NavItem[] = [
  { text: 'Docs', link: '/docs/', activeMatch: '^/docs/(?!apis/)' },
  { text: 'API', link: '/docs/apis/', activeMatch: '^/docs/apis/' },
  {
    text: 'More',
    items: [
      { text: 'About', link: '/about' },
      { text: 'Legal and policies', link: '/docs/legal-and-policies' },
      { text: 'RIPE Atlas', link: 'https://atlas.ripe.net/', target: '_blank', rel: 'noopener' },
    ],
  },
];

/** Sidebars by path prefix; the longest matching prefix wins. Items are listed in reading order. */
export const sidebar: SidebarConfig = {
  '/docs/apis/': [
    {
      text: 'API manual',
      items: [
        { text: 'Overview', link: '/docs/apis/' },
        { text: 'Authentication', link: '/docs/apis/authentication' },
        { text: 'Pagination', link: '/docs/apis/pagination' },
        { text: 'Errors', link: '/docs/apis/errors' },
        { text: 'Rate limits', link: '/docs/apis/rate-limits' },
        { text: 'Creating measurements', link: '/docs/apis/creating-measurements' },
      ],
    },
    {
      text: 'REST API reference',
      items: [
        { text: 'Resources', link: '/docs/apis/rest-api-reference/' },
        { text: 'Anchor measurements', link: '/docs/apis/rest-api-reference/anchor-measurements' },
        { text: 'Anchors', link: '/docs/apis/rest-api-reference/anchors' },
        { text: 'Credits', link: '/docs/apis/rest-api-reference/credits' },
        { text: 'Keys', link: '/docs/apis/rest-api-reference/keys' },
        { text: 'Measurements', link: '/docs/apis/rest-api-reference/measurements' },
        { text: 'Participation requests', link: '/docs/apis/rest-api-reference/participation-requests' },
        { text: 'Probes', link: '/docs/apis/rest-api-reference/probes' },
      ],
    },
  ],
  '/docs/': [
    {
      text: 'Getting started',
      collapsed: false,
      items: [
        { text: 'What is RIPE Atlas', link: '/docs/getting-started/' },
        { text: 'Probes and anchors', link: '/docs/getting-started/probes-and-anchors' },
        { text: 'Built-in measurements', link: '/docs/getting-started/built-in-measurements' },
        { text: 'User-defined measurements', link: '/docs/getting-started/user-defined-measurements' },
        { text: 'Credits', link: '/docs/getting-started/credits' },
        { text: 'API keys', link: '/docs/getting-started/api-keys' },
        { text: 'Hosting a probe', link: '/docs/getting-started/hosting-a-probe' },
      ],
    },
    {
      text: 'Measurements',
      collapsed: false,
      items: [
        { text: 'Overview', link: '/docs/measurements/' },
        { text: 'Lifecycle', link: '/docs/measurements/lifecycle' },
        {
          text: 'Measurement types',
          collapsed: false,
          items: [
            { text: 'Ping', link: '/docs/measurements/ping' },
            { text: 'Traceroute', link: '/docs/measurements/traceroute' },
            { text: 'DNS', link: '/docs/measurements/dns' },
            { text: 'SSL certificate', link: '/docs/measurements/sslcert' },
            { text: 'HTTP', link: '/docs/measurements/http' },
            { text: 'NTP', link: '/docs/measurements/ntp' },
            { text: 'Wi-Fi', link: '/docs/measurements/wifi' },
          ],
        },
      ],
    },
    {
      text: 'Probes and anchors',
      collapsed: true,
      items: [
        { text: 'Hardware overview', link: '/docs/probeinfo/' },
        {
          text: 'Probes',
          items: [
            { text: 'Probe v1', link: '/docs/probeinfo/probe-v1' },
            { text: 'Probe v2', link: '/docs/probeinfo/probe-v2' },
            { text: 'Probe v3', link: '/docs/probeinfo/probe-v3' },
            { text: 'Probe v4', link: '/docs/probeinfo/probe-v4' },
            { text: 'Probe v5', link: '/docs/probeinfo/probe-v5' },
          ],
        },
        {
          text: 'Anchors',
          items: [
            { text: 'Anchor v2', link: '/docs/probeinfo/anchor-v2' },
            { text: 'Anchor v3', link: '/docs/probeinfo/anchor-v3' },
          ],
        },
      ],
    },
    {
      text: 'Tools and code',
      collapsed: true,
      items: [
        { text: 'Overview', link: '/docs/tools-and-code/' },
        { text: 'Libraries and tools', link: '/docs/tools-and-code/libraries' },
        { text: 'DomainMON', link: '/docs/tools-and-code/domainmon' },
        { text: 'Community showcase', link: '/docs/custom-example' },
      ],
    },
    {
      text: 'Reference',
      collapsed: true,
      items: [
        { text: 'Docs overview', link: '/docs/' },
        { text: 'Legal and policies', link: '/docs/legal-and-policies' },
      ],
    },
  ],
};
