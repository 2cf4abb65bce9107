// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { syncAlternates } from '../src/page-meta.ts';

const alternates = (): string[] =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map(
    (link) => `${link.getAttribute('type') ?? link.getAttribute('hreflang') ?? ''} ${link.getAttribute('href') ?? ''}`,
  );

describe('syncAlternates', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="alternate" hreflang="nl" href="/nl/docs/a"><link rel="alternate" type="text/markdown" href="/docs/a.md">';
  });

  it('makes the markdown link that of the page now shown, leaving the language links', () => {
    syncAlternates(document.head, [{ type: 'text/markdown', href: '/docs/b.md' }]);
    expect(alternates()).toEqual(['nl /nl/docs/a', 'text/markdown /docs/b.md']);
  });

  it('removes it on a page without one, and leaves the head alone when nothing changed', () => {
    const before = document.head.querySelector('link[type]');
    syncAlternates(document.head, [{ type: 'text/markdown', href: '/docs/a.md' }]);
    expect(document.head.querySelector('link[type]')).toBe(before);
    syncAlternates(document.head, []);
    expect(alternates()).toEqual(['nl /nl/docs/a']);
  });
});
