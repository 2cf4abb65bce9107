// @vitest-environment jsdom
import type { OutlineNode } from '@atlas-docs/content/rules';
import type { LocaleShellData, ShellPage, SiteData } from '@atlas-docs/content/types';
import { afterEach, describe, expect, it } from 'vitest';
import { stepOption } from '../src/components/search/active-option.ts';
import { flattenIds } from '../src/components/Outline.tsx';
import { documentTitle, localeOf } from '../src/page-meta.ts';
import { focusPageStart, pageStart } from '../src/router/focus.ts';

describe('pageStart and focusPageStart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = (html: string): void => {
    document.body.innerHTML = `<main id="main-content">${html}</main>`;
  };

  it("starts at the hash's target, else the page's h1, else the main content", () => {
    page('<h1>Ping</h1><h2 id="options">Options</h2>');
    expect(pageStart(document, '#options')?.id).toBe('options');
    expect(pageStart(document, '#missing')?.tagName).toBe('H1');
    expect(pageStart(document, '')?.tagName).toBe('H1');
    page('<p>No title</p>');
    expect(pageStart(document, '')?.id).toBe('main-content');
  });

  it('reads a hash written with escapes, as the address bar writes it', () => {
    page('<h2 id="résultats">Résultats</h2>');
    expect(pageStart(document, '#r%C3%A9sultats')?.id).toBe('résultats');
  });

  it('passes over an h1 inside an island, which may draw its content again', () => {
    page('<div data-island="api"><h1>Drawn</h1></div>');
    expect(pageStart(document, '')?.id).toBe('main-content');
  });

  it('focuses the start, making an element that cannot take focus focusable by script only', () => {
    page('<h1>Ping</h1>');
    focusPageStart('');
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });
});

describe('localeOf and documentTitle', () => {
  const en = { key: 'root', title: 'RIPE Atlas Docs' } as LocaleShellData;
  const nl = { key: 'nl', title: 'RIPE Atlas Documentatie' } as LocaleShellData;
  const site = { locales: { root: en, nl } } as unknown as SiteData;
  const page = (fields: Partial<ShellPage>): ShellPage => ({ locale: 'root', layout: 'doc', ...fields }) as ShellPage;

  it("finds the page's locale, the root one for a locale the site does not have", () => {
    expect(localeOf(site, page({ locale: 'nl' }))).toBe(nl);
    expect(localeOf(site, page({ locale: 'fr' }))).toBe(en);
  });

  it('titles a page "Page | Site", the home page and a page named as the site by the site alone', () => {
    expect(documentTitle(page({ title: 'Ping' }), en)).toBe('Ping | RIPE Atlas Docs');
    expect(documentTitle(page({ title: 'Welcome', layout: 'home' }), en)).toBe('RIPE Atlas Docs');
    expect(documentTitle(page({ title: 'RIPE Atlas Docs' }), en)).toBe('RIPE Atlas Docs');
  });
});

describe('stepOption', () => {
  it('moves to the next or previous option, wrapping around', () => {
    expect(stepOption([4, 7, 9], 7, 1)).toBe(9);
    expect(stepOption([4, 7, 9], 9, 1)).toBe(4);
    expect(stepOption([4, 7, 9], 4, -1)).toBe(9);
  });

  it('starts at the first or last with none active, or one no longer listed; none without options', () => {
    expect(stepOption([4, 7, 9], null, 1)).toBe(4);
    expect(stepOption([4, 7, 9], 5, -1)).toBe(9);
    expect(stepOption([], null, 1)).toBeNull();
  });
});

describe('flattenIds', () => {
  it("lists an outline's ids in reading order, children after their heading", () => {
    const node = (id: string, children: OutlineNode[] = []): OutlineNode => ({ id, text: id, level: 2, children });
    expect(flattenIds([node('a', [node('a1'), node('a2')]), node('b')])).toEqual(['a', 'a1', 'a2', 'b']);
  });
});
