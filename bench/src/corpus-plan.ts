import type { NavItem, SidebarItem } from '@atlas-docs/content/types';
import type { ProseLink } from './corpus-prose.ts';
import { createRandom } from './random.ts';

/** Pages per top-level section: a sidebar stays this size however large the site grows. */
export const SECTION_SIZE = 30;

export interface PlannedPage {
  /** Route path, e.g. `/section-1/probes/latency-baselines` or `/section-1/probes/`. */
  route: string;
  /** Markdown file relative to the content folder. */
  file: string;
  title: string;
  /** Pages this page links to (its section and topic index, siblings); every one exists. */
  related: ProseLink[];
}

export interface PlannedSection {
  number: number;
  /** Route prefix and sidebar key, e.g. `/section-1/`. */
  prefix: string;
  title: string;
  pages: PlannedPage[];
  sidebar: SidebarItem[];
}

/** `section`: one sidebar per top-level section (keyed by its prefix); `site`: one sidebar of every page. */
export type SidebarShape = 'section' | 'site';
/** `atlas`: measurement-platform prose from word lists; `random`: words drawn at random from a large vocabulary. */
export type ProseKind = 'atlas' | 'random';

export interface CorpusOptions {
  /** Default `section`. */
  sidebar?: SidebarShape;
  /** Default `atlas`. */
  prose?: ProseKind;
}

export interface CorpusPlan {
  /** Pages in the site, the home page included. */
  pages: number;
  sections: PlannedSection[];
  nav: NavItem[];
  sidebar: SidebarShape;
  prose: ProseKind;
}

const THEMES = [
  'Getting started',
  'Measurements',
  'Probes',
  'Anchors',
  'Results',
  'API manual',
  'Credits',
  'Data analysis',
  'Hosting',
  'Tools',
];

const TOPICS = [
  'ping',
  'traceroute',
  'dns',
  'sslcert',
  'http',
  'ntp',
  'probes',
  'anchors',
  'results',
  'scheduling',
  'credits',
  'api-keys',
  'streaming',
  'routing',
  'connectivity',
  'latency',
];

const QUALIFIERS = [
  'baseline',
  'regional',
  'daily',
  'ipv6',
  'ipv4',
  'anycast',
  'recurring',
  'one-off',
  'public',
  'private',
  'aggregated',
  'raw',
  'historical',
  'live',
  'filtered',
];

const SUBJECTS = [
  'latency',
  'loss',
  'paths',
  'prefixes',
  'targets',
  'intervals',
  'timeouts',
  'results',
  'probes',
  'asns',
  'hops',
  'answers',
  'certificates',
  'offsets',
  'limits',
];

function titleOf(slug: string): string {
  const words = slug.split('-').map((w) => (/^(?:ipv[46]|asns?|dns|ntp|http|api)$/.test(w) ? w.toUpperCase() : w));
  const text = words.join(' ').replace('ASNS', 'ASNs').replace('IPV', 'IPv').replace('one off', 'one-off');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How many doc pages each section gets: sections of {@link SECTION_SIZE}, the first ones full. */
export function sectionSizes(docPages: number): number[] {
  if (docPages <= 0) return [];
  const count = Math.max(1, Math.round(docPages / SECTION_SIZE));
  const base = Math.floor(docPages / count);
  const extra = docPages - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/** Topic sizes (each counts its index page) for the pages of a section besides its index. */
function topicSizes(rest: number): number[] {
  const count = rest >= 9 ? 3 : rest >= 4 ? 2 : rest >= 1 ? 1 : 0;
  const base = Math.floor(rest / Math.max(count, 1));
  const extra = rest - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

interface Folder {
  slug: string;
  title: string;
  index: PlannedPage;
  leaves: PlannedPage[];
}

function page(route: string, title: string): PlannedPage {
  const file = route.endsWith('/') ? `${route.slice(1)}index.md` : `${route.slice(1)}.md`;
  return { route, file, title, related: [] };
}

/**
 * One section, which depends only on its number and size: section 1 of a 300-page corpus is the same
 * as section 1 of a 3,000-page one, so the same route can be compared across sizes.
 */
export function planSection(number: number, size: number): PlannedSection {
  const random = createRandom(`section-${number}`);
  const prefix = `/section-${number}/`;
  const title = `${THEMES[(number - 1) % THEMES.length] ?? 'Section'}${number > THEMES.length ? ` ${number}` : ''}`;
  const index = page(prefix, title);
  const usedLeaves = new Set<string>();
  const leafSlug = (): string => {
    let slug = `${random.pick(QUALIFIERS)}-${random.pick(SUBJECTS)}`;
    // Word pairs run out only in sections far larger than SECTION_SIZE; then a number keeps slugs unique.
    for (let tries = 1; usedLeaves.has(slug); tries++) {
      slug = tries < 100 ? `${random.pick(QUALIFIERS)}-${random.pick(SUBJECTS)}` : `${slug}-${tries}`;
    }
    usedLeaves.add(slug);
    return slug;
  };
  const folder = (base: string, slug: string, pages: number): Folder => {
    const folderIndex = page(`${base}${slug}/`, titleOf(slug));
    const leaves = Array.from({ length: pages - 1 }, () => {
      const leaf = leafSlug();
      return page(`${base}${slug}/${leaf}`, titleOf(leaf));
    });
    return { slug, title: folderIndex.title, index: folderIndex, leaves };
  };

  const topicSlugs = random.sample(TOPICS, 3);
  const topics = topicSizes(size - 1).map((topicSize, i) => {
    const slug = topicSlugs[i] ?? `topic-${i + 1}`;
    // Topics of 8 pages or more keep their last 4 pages in a sub-folder: a third sidebar level.
    const nestedSize = topicSize >= 8 ? 4 : 0;
    const topic = folder(prefix, slug, topicSize - nestedSize);
    const nested = nestedSize ? folder(topic.index.route, leafSlug(), nestedSize) : null;
    return { topic, nested };
  });

  const link = (p: PlannedPage): ProseLink => ({ text: p.title, link: p.route });
  const relate = (folderPages: PlannedPage[], parents: PlannedPage[]): void => {
    for (const p of folderPages) {
      const siblings = folderPages.filter((s) => s !== p).slice(0, 3);
      p.related = [...parents.filter((q) => q !== p), ...siblings].map(link);
    }
  };
  index.related = topics.map(({ topic }) => link(topic.index));
  for (const { topic, nested } of topics) {
    relate([topic.index, ...topic.leaves], [index]);
    if (nested) relate([nested.index, ...nested.leaves], [topic.index]);
  }

  const item = (p: PlannedPage, text = p.title): SidebarItem => ({ text, link: p.route });
  const sidebar: SidebarItem[] = [
    { text: title, items: [item(index, 'Overview')] },
    ...topics.map(({ topic, nested }) => ({
      text: topic.title,
      collapsed: false,
      items: [
        item(topic.index, 'Introduction'),
        ...topic.leaves.map((p) => item(p)),
        ...(nested
          ? [
              {
                text: nested.title,
                collapsed: true,
                items: [item(nested.index, 'Overview'), ...nested.leaves.map((p) => item(p))],
              },
            ]
          : []),
      ],
    })),
  ];
  const pages = [
    index,
    ...topics.flatMap(({ topic, nested }) => [
      topic.index,
      ...topic.leaves,
      ...(nested ? [nested.index, ...nested.leaves] : []),
    ]),
  ];
  return { number, prefix, title, pages, sidebar };
}

/** The navigation bar: four sections, then a menu with four more and an external link. Only existing pages. */
function planNav(sections: PlannedSection[]): NavItem[] {
  const entry = (s: PlannedSection): NavItem => ({ text: s.title, link: s.prefix, activeMatch: `^${s.prefix}` });
  return [
    ...sections.slice(0, 4).map(entry),
    {
      text: 'More',
      items: [
        ...sections.slice(4, 8).map(entry),
        { text: 'RIPE Atlas', link: 'https://atlas.ripe.net/', target: '_blank', rel: 'noopener' },
      ],
    },
  ];
}

/** The layout of a corpus of `pages` pages: a home page and sections of about {@link SECTION_SIZE} pages. */
export function planCorpus(pages: number, options: CorpusOptions = {}): CorpusPlan {
  const sections = sectionSizes(pages - 1).map((size, i) => planSection(i + 1, size));
  return {
    pages,
    sections,
    nav: planNav(sections),
    sidebar: options.sidebar ?? 'section',
    prose: options.prose ?? 'atlas',
  };
}

/**
 * The one sidebar of a `site` corpus, as large sites configure it: every section is a folded group of its own
 * sidebar, so the sidebar lists every page of the site.
 */
export function siteSidebar(sections: readonly PlannedSection[]): SidebarItem[] {
  return sections.map((section) => ({ text: section.title, collapsed: true, items: section.sidebar }));
}

/**
 * The page the benchmark weighs in every corpus: the first page of the first topic of section 1, at the
 * same depth as `/docs/getting-started/built-in-measurements`. The route exists whenever section 1 has 3 pages
 * or more, and the page is identical in corpora whose section 1 has the same size (30 at 300 and 3,000 pages).
 */
export function benchRoute(): string {
  const route = planSection(1, SECTION_SIZE).pages[2]?.route;
  if (!route) throw new Error('Section 1 has no leaf page.');
  return route;
}
