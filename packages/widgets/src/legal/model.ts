/**
 * The legal page's data (spec 3) and its pure rules: ids, titles, ordering, built-in icons and deep links.
 * No DOM and no fetching here; see `load-sections.ts` for the sources and `useLegalAccordion.ts` for state.
 */
import { LEGAL_TEXTS } from '../config.ts';
import { tidyId } from '../sanitize/ids.ts';
import { reduceId } from '../sanitize/urls.ts';

/** A legal section as given to the component or by the default source (spec 3, "Legal section"). */
export interface LegalSection {
  /** The section's id; in a `subpages` map or the default source's object, the key stands in for it. */
  id?: string;
  title?: string;
  /** HTML, or markdown of the spec 5.2 subset (see {@link isHtml}). */
  content?: string;
  /** The icon's markup (SVG); replaces the built-in icon. */
  icon?: string;
  /** Whether the section starts expanded. */
  open?: boolean;
  /** Position among sections not in the order list, lowest first. */
  order?: number;
  /** Sub-sections by id, with the same fields. */
  subpages?: Record<string, LegalSection>;
  /** An anchor in the content to scroll to when the section is expanded (once). */
  scrollToAnchor?: string;
}

/** An entry of a configuration file (spec 3, "Legal section configuration entry"). */
export interface LegalConfigEntry {
  id?: string;
  title?: string;
  content?: string;
  /** URL of the content (HTML or markdown); replaces `content`. */
  localOverride?: string;
  /** URL of markdown; replaces `content`. */
  mdSource?: string;
  icon?: string;
  order?: number;
}

/** A configuration file (spec 7): the sections and an optional order list of ids. */
export interface LegalConfig {
  sections: LegalConfigEntry[];
  order?: string[];
}

/** A section ready to show: reduced id, title, sanitised HTML and icon, sorted sub-sections. */
export interface ResolvedSection {
  id: string;
  title: string;
  html: string;
  /** Sanitised icon markup of the section's own; null for the built-in icon (if any). */
  icon: string | null;
  open: boolean;
  order: number | undefined;
  scrollToAnchor: string | undefined;
  subsections: ResolvedSection[];
}

/** Ids with a built-in icon (spec 2.4), and the icon each shows; `copyright` and `privacy` are short forms. */
export const BUILTIN_ICON_IDS = {
  'copyright-statement': 'copyright',
  copyright: 'copyright',
  'privacy-statement': 'privacy',
  privacy: 'privacy',
  'terms-of-service': 'terms',
  'terms-and-conditions': 'terms',
  cookies: 'cookies',
  legal: 'legal',
} as const;

export type BuiltinIcon = (typeof BUILTIN_ICON_IDS)[keyof typeof BUILTIN_ICON_IDS];

/** The built-in icon of a section id, or null. */
export function builtinIconOf(id: string): BuiltinIcon | null {
  return Object.hasOwn(BUILTIN_ICON_IDS, id) ? BUILTIN_ICON_IDS[id as keyof typeof BUILTIN_ICON_IDS] : null;
}

/** A section's title, or 'Untitled Section' when it has none. */
export function titleOf(title: unknown): string {
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : LEGAL_TEXTS.untitled;
}

/** A section id reduced to the characters of spec 5.2 (see `tidyId`); `fallback` when nothing is left. */
export function sectionId(id: unknown, fallback: string): string {
  const reduced = typeof id === 'string' ? tidyId(id) : '';
  return reduced === '' ? fallback : reduced;
}

/** Whether content is HTML (it starts with a tag) rather than markdown. */
export function isHtml(content: string): boolean {
  return /^\s*</.test(content);
}

/**
 * Sections in display order (spec 5.2): first those in the order list, as listed; then the others by their
 * numeric order (lowest first, those without one last), keeping the given order among equals.
 */
export function sortSections<T extends { id: string; order: number | undefined }>(
  sections: readonly T[],
  order: readonly string[] = [],
): T[] {
  const listed = new Map(order.map((id, index) => [tidyId(id), index] as const));
  const rank = (section: T): [number, number] => [listed.get(section.id) ?? Infinity, section.order ?? Infinity];
  return sections
    .map((section, index) => ({ section, index, rank: rank(section) }))
    .sort((a, b) => compare(a.rank[0], b.rank[0]) || compare(a.rank[1], b.rank[1]) || a.index - b.index)
    .map(({ section }) => section);
}

function compare(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Where a deep link points: a section, optionally a sub-section and an anchor in its content. */
export interface DeepLink {
  section: string;
  subsection?: string;
  anchor?: string;
}

/**
 * The deep link of a page address (spec 2.4): the query parameters `section`, `subsection` and `anchor`,
 * else the hash as `section`, `section--anchor` or `section--subsection--anchor`. Every part is reduced to
 * the id characters of spec 5.2, section and sub-section as their ids are (`tidyId`). Null when the address
 * names no section.
 */
export function parseDeepLink(search: string, hash: string): DeepLink | null {
  const query = new URLSearchParams(search);
  const fromQuery = query.get('section');
  if (fromQuery !== null) {
    return link(fromQuery, query.get('subsection') ?? undefined, query.get('anchor') ?? undefined);
  }
  const parts = decodeHash(hash).split('--');
  if (parts.length === 1) return link(parts[0]);
  if (parts.length === 2) return link(parts[0], undefined, parts[1]);
  if (parts.length === 3) return link(parts[0], parts[1], parts[2]);
  return null;
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function link(section: string | undefined, subsection?: string, anchor?: string): DeepLink | null {
  // Read as section ids are made (`tidyId`), so a link written with the id the source sent still finds it.
  const id = tidyId(section ?? '');
  if (id === '') return null;
  const result: DeepLink = { section: id };
  const sub = tidyId(subsection ?? '');
  const target = reduceId(anchor ?? '');
  if (sub !== '') result.subsection = sub;
  if (target !== '') result.anchor = target;
  return result;
}

/**
 * The page address that opens `target` (the query form), keeping the address's other parameters; null
 * `target` removes the deep link. The hash goes: it could only hold an older deep link.
 */
export function deepLinkUrl(href: string, target: DeepLink | null): string {
  const url = new URL(href);
  for (const name of ['section', 'subsection', 'anchor']) url.searchParams.delete(name);
  if (target) {
    url.searchParams.set('section', target.section);
    if (target.subsection) url.searchParams.set('subsection', target.subsection);
    if (target.anchor) url.searchParams.set('anchor', target.anchor);
  }
  url.hash = '';
  return url.href;
}
