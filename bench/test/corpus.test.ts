import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NavItem, SidebarItem } from '@atlas-docs/content/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docPageMarkdown, homeMarkdown, siteConfig, siteConfigSource } from '../src/corpus-page.ts';
import { benchRoute, planCorpus, planSection, SECTION_SIZE, sectionSizes } from '../src/corpus-plan.ts';
import { generateCorpus } from '../src/corpus.ts';
import { createRandom } from '../src/random.ts';

function sidebarLinks(items: SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...sidebarLinks(item.items ?? [])]);
}

function sidebarDepth(items: SidebarItem[]): number {
  return Math.max(0, ...items.map((item) => 1 + sidebarDepth(item.items ?? [])));
}

function navLinks(items: NavItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...navLinks(item.items ?? [])]);
}

/** The targets of markdown links and front-matter `link:` values. */
function linksIn(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)]+)\)|\blink: ([^\s,}]+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom('x');
    const b = createRandom('x');
    const seq = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seq);
    expect(createRandom('y').next()).not.toBe(seq[0]);
    expect(seq.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('draws integers within bounds and samples without repeats', () => {
    const random = createRandom('bounds');
    const ints = Array.from({ length: 500 }, () => random.int(4, 8));
    expect(Math.min(...ints)).toBe(4);
    expect(Math.max(...ints)).toBe(8);
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });
});

describe('sectionSizes', () => {
  it('makes sections of about 30 pages: 10 for 300 pages, 100 for 3,000', () => {
    expect(sectionSizes(299)).toEqual([...Array<number>(9).fill(30), 29]);
    const large = sectionSizes(2999);
    expect(large).toHaveLength(100);
    expect(large.reduce((a, b) => a + b, 0)).toBe(2999);
    expect(large[0]).toBe(SECTION_SIZE);
    expect(sectionSizes(0)).toEqual([]);
    expect(sectionSizes(5)).toEqual([5]);
  });
});

describe('planCorpus', () => {
  const plan = planCorpus(300);
  const routes = new Set(['/', ...plan.sections.flatMap((s) => s.pages.map((p) => p.route))]);

  it('plans the requested number of pages with unique routes and files', () => {
    expect(routes.size).toBe(300);
    const files = plan.sections.flatMap((s) => s.pages.map((p) => p.file));
    expect(new Set(files).size).toBe(299);
    expect(plan.sections).toHaveLength(10);
  });

  it('gives each section an index page and nested folders', () => {
    for (const section of plan.sections) {
      expect(section.pages[0]?.route).toBe(section.prefix);
      expect(section.pages.every((p) => p.route.startsWith(section.prefix))).toBe(true);
      expect(section.pages.some((p) => p.route.split('/').length >= 5)).toBe(true);
    }
  });

  it('lists in each sidebar exactly its own section’s pages, in groups two to three levels deep', () => {
    for (const section of plan.sections) {
      const links = sidebarLinks(section.sidebar);
      expect(links.sort()).toEqual(section.pages.map((p) => p.route).sort());
      expect(sidebarDepth(section.sidebar)).toBeGreaterThanOrEqual(2);
      expect(sidebarDepth(section.sidebar)).toBeLessThanOrEqual(3);
    }
  });

  it('keys the sidebars by section prefix and links the nav only to existing pages', () => {
    const config = siteConfig(plan);
    expect(Object.keys(config.sidebar ?? {})).toEqual(plan.sections.map((s) => s.prefix));
    const internal = navLinks(plan.nav).filter((l) => l.startsWith('/'));
    expect(internal.length).toBeGreaterThanOrEqual(4);
    expect(plan.nav.length).toBeLessThanOrEqual(6);
    for (const link of internal) expect(routes.has(link)).toBe(true);
    expect(navLinks(planCorpus(40).nav).filter((l) => l.startsWith('/'))).toEqual(['/section-1/']);
  });

  it('keeps section 1 the same however large the corpus is', () => {
    const large = planCorpus(3000);
    expect(large.sections[0]).toEqual(plan.sections[0]);
    expect(large.sections).toHaveLength(100);
    expect(routes.has(benchRoute())).toBe(true);
    expect(benchRoute().split('/').filter(Boolean)).toHaveLength(3);
    expect(planSection(1, 3).pages.map((p) => p.route)).toContain(benchRoute());
  });
});

describe('page markdown', () => {
  const plan = planCorpus(300);
  const pages = plan.sections.flatMap((s) => s.pages);
  const routes = new Set(['/', ...pages.map((p) => p.route)]);
  const markdown = pages.map((p) => docPageMarkdown(p));

  it('links only to pages that exist, without anchors', () => {
    const links = [...markdown, homeMarkdown(plan)].flatMap(linksIn).filter((l) => l.startsWith('/'));
    expect(links.length).toBeGreaterThan(pages.length);
    for (const link of links) expect(routes.has(link), link).toBe(true);
  });

  it('has front matter, one h1, 4 to 8 h2 and the mix of blocks of a real docs site', () => {
    for (const text of markdown) {
      expect(text).toMatch(/^---\ntitle: ".+"\ndescription: ".+"\n---\n\n# /);
      const prose = text.replace(/^```[\s\S]*?^```$/gm, '');
      expect(prose.match(/^# /gm)).toHaveLength(1);
      const h2 = prose.match(/^## /gm)?.length ?? 0;
      expect(h2).toBeGreaterThanOrEqual(4);
      expect(h2).toBeLessThanOrEqual(8);
    }
    const count = (pattern: RegExp): number => markdown.filter((t) => pattern.test(t)).length;
    expect(count(/^```(?:bash|json|python)$/m)).toBeGreaterThan(100);
    expect(count(/^```(?:bash|json|python)$/m)).toBeLessThan(200);
    expect(count(/^\| --- \|/m) + count(/^\| ---: \|/m)).toBeGreaterThan(30);
    expect(count(/^:::(?:tip|warning)$/m)).toBeGreaterThan(30);
    expect(count(/^### /m)).toBeGreaterThan(30);
    expect(count(/^```mermaid$/m)).toBeGreaterThanOrEqual(1);
    expect(count(/^```mermaid$/m)).toBeLessThanOrEqual(8);
  });

  it('is the same on every call', () => {
    const page = pages[5];
    if (!page) throw new Error('no page');
    expect(docPageMarkdown(page)).toBe(markdown[5]);
  });

  it('writes a home page with a hero and six features', () => {
    const home = homeMarkdown(plan);
    expect(home).toMatch(/^---\nlayout: home\n/);
    expect(home.match(/^ {2}- \{ title: /gm)).toHaveLength(6);
    expect(home).toContain('hero:\n');
  });

  it('writes a typed site.config.ts', () => {
    const source = siteConfigSource(plan);
    expect(source).toMatch(/^import type \{ SiteConfig \} from '@atlas-docs\/content\/types';/);
    expect(source).toContain('export default config;');
    const json = source.slice(source.indexOf('= ') + 2, source.lastIndexOf(';\n\nexport'));
    expect(JSON.parse(json)).toEqual(siteConfig(plan));
  });
});

describe('generateCorpus', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-corpus-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function markdownFiles(folder: string): Promise<string[]> {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith('.md')).map((e) => join(e.parentPath, e.name));
  }

  it('writes a complete site folder, identical on a second run', async () => {
    const target = join(dir, 'site');
    const summary = await generateCorpus(target, 75);
    expect(summary.pages).toBe(75);
    expect(summary.routes).toContain(benchRoute());
    expect(await markdownFiles(join(target, 'content'))).toHaveLength(75);
    const first = await readFile(join(target, 'content', 'section-1', 'index.md'), 'utf8');
    await generateCorpus(target, 75);
    expect(await readFile(join(target, 'content', 'section-1', 'index.md'), 'utf8')).toBe(first);
    expect(await readFile(join(target, 'site.config.ts'), 'utf8')).toContain('"/section-2/"');
  });

  it('refuses to replace a folder that is not a corpus', async () => {
    const other = join(dir, 'other');
    await mkdir(other);
    await writeFile(join(other, 'keep.txt'), 'mine');
    await expect(generateCorpus(other, 10)).rejects.toThrow(/refusing/);
    expect(await readFile(join(other, 'keep.txt'), 'utf8')).toBe('mine');
  });
});

describe('planSection', () => {
  it('keeps routes unique in a section larger than its word pairs allow', () => {
    const routes = planSection(7, 400).pages.map((p) => p.route);
    expect(new Set(routes).size).toBe(400);
  });
});
