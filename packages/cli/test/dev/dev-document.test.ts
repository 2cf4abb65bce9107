import { describe, expect, it } from 'vitest';
import type { ShellPage, SiteData } from '@atlas-docs/content/types';
import { devHead, devPolicy, errorDocument, withDevHead } from '../../src/dev/dev-document.ts';
import { pageFrame, framePolicy, type ServerEntry } from '../../src/page-frame.ts';

const site: SiteData = {
  title: 'Docs',
  socialLinks: [],
  appearance: true,
  locales: {},
  iconService: 'https://api.iconify.design',
};
const entry: ServerEntry = {
  renderPage: () => '<main></main>',
  renderTop: () => '<div>Notice</div>',
  renderSkipLink: () => '<a href="#main-content">Skip to content</a>',
  documentTitle: (page: ShellPage) => page.title,
  localeOf: () => {
    throw new Error('not used');
  },
};
const frame = pageFrame(
  { title: 'Docs', description: 'd' },
  site,
  { scripts: ['/@atlas/entry.tsx'], preloads: [], styles: [] },
  entry,
  { components: { navBar: [], logo: null, top: [{ Component: () => null, props: {}, script: 'void 0' }] } },
);

describe('the dev server’s documents', () => {
  it('are served under the production policy with the server’s nonce added to style-src only', () => {
    const production = framePolicy(frame);
    const dev = devPolicy(frame, 'N0nce');
    expect(dev).toBe(production.replace("style-src 'self'", "style-src 'self' 'nonce-N0nce'"));
    expect(dev).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+'; /);
    expect(dev).not.toMatch(/unsafe|nonce-N0nce.*script-src/);
    expect(devPolicy(null, 'N0nce')).toBe("default-src 'self'; style-src 'self' 'nonce-N0nce'");
  });

  it('carry the shell’s stylesheets in order, for Vite to update in place, and the code stylesheet', () => {
    const head = devHead(
      [
        { id: '/theme/vars.css', css: ':root{}' },
        { id: '/theme/a"b.css', css: '.a{}' },
      ],
      'N0nce',
      7,
    );
    expect(head.split('\n')).toEqual([
      '<meta property="csp-nonce" nonce="N0nce">',
      '<style data-vite-dev-id="/theme/vars.css" nonce="N0nce">:root{}</style>',
      '<style data-vite-dev-id="/theme/a&quot;b.css" nonce="N0nce">.a{}</style>',
      '<link rel="stylesheet" href="/_atlas/code.css?v=7">',
    ]);
    expect(withDevHead('<html><head><title>T</title></head></html>', head)).toBe(
      `<html><head><title>T</title>${head}\n</head></html>`,
    );
  });

  it('without a config that loads, are a page that loads the overlay', () => {
    const html = errorDocument(['/@atlas/@vite/client', '/@atlas/dev/dev-client.tsx'], 'N0nce');
    expect(html).toContain('<script type="module" src="/@atlas/dev/dev-client.tsx"></script>');
    expect(html).toContain('<h1>The site has a problem</h1>');
  });
});
