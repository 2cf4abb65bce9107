import { describe, expect, it } from 'vitest';
import type { PageData, SidebarItem } from '@atlas-docs/content/types';
import { page as pageData } from '../../search/test/fixtures/corpus.ts';
import { SidebarFiles } from '../src/sidebar-files.ts';

/** A doc page, as the content pipeline makes it, with `sidebar`. */
const page = (path: string, sidebar: SidebarItem[] | null): PageData =>
  pageData(path, path, '<p>Text</p>', { sidebar });

/** 8 groups of 20 pages: a large sidebar. */
const large: SidebarItem[] = Array.from({ length: 8 }, (_, g) => ({
  text: `Group ${g}`,
  collapsed: true,
  items: Array.from({ length: 20 }, (_, l) => ({ text: `Page ${g}.${l}`, link: `/docs/g${g}/p${l}` })),
}));

describe('SidebarFiles', () => {
  it('makes one file per sidebar, named by its content, that every page showing it refers to', () => {
    const files = new SidebarFiles();
    const small: SidebarItem[] = [{ text: 'Intro', link: '/guide/' }];
    const pages = [page('/docs/g0/p0', large), page('/docs/g5/p1', large), page('/guide/', small)];
    const urls = pages.map((p) => files.shellPage(p).sidebar?.url);
    expect(urls[0]).toMatch(/^\/assets\/sidebar-[0-9a-f]{8}\.json$/);
    expect(urls[1]).toBe(urls[0]);
    expect(urls[2]).not.toBe(urls[0]);
    expect(files.files()).toHaveLength(2);
    expect(JSON.parse(files.jsonAt(urls[0] ?? '') ?? 'null')).toEqual(large);
    // An equal sidebar of another array (another build of the same site) has the same name.
    expect(new SidebarFiles().fileOf(structuredClone(large)).url).toBe(urls[0]);
    expect(files.jsonAt('/assets/sidebar-00000000.json')).toBeUndefined();
  });

  it("leaves the sidebar out of a page's data, and gives its HTML the first paint only", () => {
    const files = new SidebarFiles();
    const data = files.shellPage(page('/docs/g2/p3', large));
    expect(data.sidebar).toEqual({ url: files.fileOf(large).url });
    expect(JSON.stringify(data)).not.toContain('Page 0.1');
    const html = files.firstPaintPage(page('/docs/g2/p3', large));
    expect(html.sidebar?.url).toBe(data.sidebar?.url);
    expect(html.sidebar?.firstPaint?.[2]).toEqual(large[2]);
    expect(html.sidebar?.firstPaint?.[0]).toEqual({ text: 'Group 0', link: '/docs/g0/p0', collapsed: true, items: [] });
    expect(files.firstPaintPage(page('/plain', null)).sidebar).toBeNull();
  });
});
