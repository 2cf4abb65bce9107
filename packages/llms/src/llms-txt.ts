/**
 * The files that give a site to the tools that read docs as text: each page's markdown at its route plus
 * `.md`, `/llms.txt` in the llmstxt.org format (the site's title and summary, then a section of links per
 * sidebar group, each with the page's one-line description) and `/llms-full.txt` (every page in sidebar order).
 */
import type { EmitPage, EmitSite, GeneratedFile, SidebarItem } from '@atlas-docs/content/types';

/** Where a page's markdown is: `/docs/measurements/ping` -> `/docs/measurements/ping.md`, `/docs/` -> `/docs.md`. */
export function markdownPath(route: string): string {
  const path = route.replace(/\/+$/, '');
  return `${path || '/index'}.md`;
}

/** A link to a page as its markdown (`route#hash` -> `route.md#hash`), as the pages' markdown writes them. */
export function markdownLink(route: string): string {
  const hash = route.indexOf('#');
  return hash === -1 ? markdownPath(route) : `${markdownPath(route.slice(0, hash))}${route.slice(hash)}`;
}

/** The links of a sidebar's items, deepest last, in order. */
function linksOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => [...(item.link ? [item.link] : []), ...linksOf(item.items ?? [])]);
}

/** A group of pages, as `llms.txt` lists them under a heading. */
interface Section {
  title: string;
  pages: EmitPage[];
}

const routeKey = (route: string): string => route.replace(/\/+$/, '') || '/';

/**
 * The root locale's pages in sections: one per sidebar group (a top-level item with items), the sidebar's
 * own links before its first group in the section of that group, every page once, in sidebar order; then
 * the pages of no sidebar, the home page aside.
 */
function sectionsOf(site: EmitSite): { sections: Section[]; rest: EmitPage[] } {
  const pages = site.pages.filter((page) => page.locale === 'root');
  const byRoute = new Map(pages.map((page) => [routeKey(page.path), page]));
  const placed = new Set<EmitPage>();
  const take = (links: readonly string[]): EmitPage[] =>
    links.flatMap((link) => {
      const page = byRoute.get(routeKey(link.split('#')[0] ?? link));
      if (!page || placed.has(page)) return [];
      placed.add(page);
      return [page];
    });
  const sections: Section[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const sidebar = page.sidebar;
    const key = JSON.stringify(sidebar);
    if (!sidebar || seen.has(key)) continue;
    seen.add(key);
    let loose: string[] = [];
    for (const item of sidebar) {
      if (!item.items?.length) {
        if (item.link) loose.push(item.link);
        continue;
      }
      const taken = take([...loose, ...(item.link ? [item.link] : []), ...linksOf(item.items)]);
      loose = [];
      if (taken.length) sections.push({ title: item.text, pages: taken });
    }
    const left = take(loose);
    if (left.length) sections.push({ title: page.title, pages: left });
  }
  const rest = pages.filter((page) => !placed.has(page) && page.layout !== 'home');
  return { sections, rest };
}

/** A list item of `llms.txt`: `- [title](url): description`; a description the site gives every page is left out. */
function entry(site: EmitSite, title: string, url: string, description: string | undefined): string {
  const notes = description && description !== site.config.description ? `: ${oneLine(description)}` : '';
  return `- [${escapeText(title)}](${url})${notes}`;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const escapeText = (text: string): string => oneLine(text).replace(/([[\]\\])/g, '\\$1');

/** `/llms.txt` of a site (see the module's comment). */
export function llmsTxt(site: EmitSite, details?: string): string {
  const { sections, rest } = sectionsOf(site);
  const url = (page: EmitPage): string => site.origin + markdownPath(page.path);
  const lines = [`# ${oneLine(site.config.title)}`, '', `> ${oneLine(site.config.description)}`, ''];
  if (details) lines.push(details.trim(), '');
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) lines.push(entry(site, page.title, url(page), page.description));
    lines.push('');
  }
  const files = site.files.filter((file) => file.title);
  if (files.length) {
    lines.push('## Files', '');
    for (const file of files)
      lines.push(entry(site, file.title ?? file.path, site.origin + file.path, file.description));
    lines.push('');
  }
  if (rest.length) {
    lines.push('## Optional', '');
    for (const page of rest) lines.push(entry(site, page.title, url(page), page.description));
    lines.push('');
  }
  return lines.join('\n');
}

/** Each page's markdown, its links to other pages absolute links to theirs: made once for every file that holds it. */
export function pageTexts(site: EmitSite): Map<EmitPage, string> {
  const linkOf = (route: string): string => site.origin + markdownLink(route);
  return new Map(site.pages.map((page) => [page, page.markdown(linkOf)]));
}

/** `/llms-full.txt`: the site's title and summary, then every page of the root locale but the home page, in sidebar order. */
export function llmsFullTxt(site: EmitSite, texts = pageTexts(site)): string {
  const { sections, rest } = sectionsOf(site);
  const pages = [...sections.flatMap((section) => section.pages), ...rest];
  const head = `# ${oneLine(site.config.title)}\n\n> ${oneLine(site.config.description)}\n`;
  const bodies = pages.map((page) => `${(texts.get(page) ?? '').trimEnd()}\n\nSource: ${site.origin}${page.path}\n`);
  return [head, ...bodies].join('\n---\n\n');
}

/** Each page's markdown at its route plus `.md` (`emit` is given no not-found page). */
export function pageMarkdownFiles(site: EmitSite, texts = pageTexts(site)): GeneratedFile[] {
  return site.pages.map((page) => ({ path: markdownPath(page.path), text: texts.get(page) ?? '' }));
}
