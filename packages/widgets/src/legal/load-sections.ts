import { LEGAL_FETCH_TIMEOUT_MS, LEGAL_PAGES_PATH, LEGAL_TEXTS, REMOTE_LIMITS } from '../config.ts';
import { createSharedBudget } from '../remote-input/budget.ts';
import { LimitError } from '../remote-input/limits.ts';
import { fetchRemoteText } from '../sanitize/fetch-remote-text.ts';
import { createIdScope, slugId, tidyId, type IdScope } from '../sanitize/ids.ts';
import { capElements, sanitizeRemoteHtml } from '../sanitize/index.ts';
import { reduceId } from '../sanitize/urls.ts';
import { isHtml, sortSections, titleOf, type LegalSection, type ResolvedSection } from './model.ts';

export interface LoadLegalOptions {
  /** The application whose pages the default source holds. */
  appname: string;
  /** Sections given directly: the first source, used as they are when given (even empty). */
  sections?: readonly LegalSection[] | undefined;
  /** Ids in display order; by default the configuration's own order list. */
  order?: readonly string[] | undefined;
  /** A configuration file: the second source. */
  configUrl?: string | undefined;
  /** Origin of the static host, whose legal pages are the default source. */
  staticHost: string;
  /**
   * Fetches a remote text; by default {@link fetchRemoteText} with the allowed-host rule, a time-out and the
   * byte limit (a `LimitError` over it). Content texts go through it within the page's budget of bytes.
   */
  fetchText?: (url: string) => Promise<string>;
}

/** What a load gives: the sections, and notes for the page on what a limit left out. */
export interface LegalLoad {
  sections: ResolvedSection[];
  notes: string[];
}

/** Where the default source of an application lives on the static host (spec 7). */
export function legalPagesUrl(staticHost: string, appname: string): string {
  return staticHost.replace(/\/+$/, '') + LEGAL_PAGES_PATH.replace('{appname}', encodeURIComponent(appname));
}

/** The sections of {@link loadLegal}, without its notes. */
export async function loadLegalSections(options: LoadLegalOptions): Promise<ResolvedSection[]> {
  return (await loadLegal(options)).sections;
}

/**
 * The sections to show, from the first source that is given (spec 2.4, 7): the sections themselves, else a
 * configuration file, else the application's pages on the static host. Every remote text is fetched before
 * this resolves, so the page is drawn once and whole; every text is sanitised, markdown converted to the
 * subset of spec 5.2, in slices that leave the browser a turn between them. It never rejects: a failed
 * configuration or default source becomes the one 'Configuration Error' section, failed content its italic
 * error text (spec 8). Remote input is held to REMOTE_LIMITS: a source over its bytes or depth fails with the
 * reason; beyond the counts, and sub-sections of sub-sections, are left out with a note. The content texts of
 * the page share one budget of bytes (`legalTotalBytes`), spent in the order the source lists them (a section's
 * text, then its sub-sections'), six fetched at once: from the first that would pass it on, each shows its
 * error text with the reason, and those not yet asked for are not fetched.
 */
export async function loadLegal(options: LoadLegalOptions): Promise<LegalLoad> {
  const fetchSource =
    options.fetchText ??
    ((url: string) => fetchRemoteText(url, { timeoutMs: LEGAL_FETCH_TIMEOUT_MS, maxBytes: REMOTE_LIMITS.legalBytes }));
  // The content texts share one budget, spent in the order the source lists them.
  const budget = createSharedBudget(REMOTE_LIMITS.legalTotalBytes, LEGAL_PARALLEL_FETCHES);
  const fetchText: FetchText = (url) => budget.read(() => fetchSource(url));
  const notes: string[] = [];
  if (options.sections !== undefined) {
    return { sections: sortSections(await resolveAll(options.sections, fetchText, notes), options.order), notes };
  }
  const url = options.configUrl || legalPagesUrl(options.staticHost, options.appname);
  let data: unknown;
  try {
    // Parsed whole (the bytes are limited), then read two levels deep only.
    data = JSON.parse(await fetchSource(url)) as unknown;
  } catch (error) {
    console.error(`The legal configuration ${url} did not load:`, messageOf(error));
    return { sections: [configurationError(url, error instanceof LimitError ? error.message : undefined)], notes };
  }
  if (options.configUrl) {
    const config = asRecord(data);
    if (!config || !Array.isArray(config.sections)) {
      console.error(`The legal configuration ${url} has no sections array.`);
      return { sections: [configurationError(url)], notes };
    }
    const order = options.order ?? stringsOf(config.order);
    return { sections: sortSections(await resolveAll(config.sections, fetchText, notes), order), notes };
  }
  const pages = asRecord(data);
  if (!pages) {
    console.error(`The legal pages ${url} are not an object of sections.`);
    return { sections: [configurationError(url)], notes };
  }
  const sections = await resolveAll(Object.values(pages), fetchText, notes, Object.keys(pages));
  return { sections: sortSections(sections.map(collapseLegalSubsections), options.order), notes };
}

/** In the default source, the 'legal' section's sub-sections start collapsed (spec 4). */
function collapseLegalSubsections(section: ResolvedSection): ResolvedSection {
  if (section.id !== 'legal') return section;
  return { ...section, subsections: section.subsections.map((sub) => ({ ...sub, open: false })) };
}

/** The single section shown when a configuration fails (spec 8), with the reason when a limit refused it. */
export function configurationError(url: string, reason?: string): ResolvedSection {
  const text = LEGAL_TEXTS.configError.replace('{url}', url) + (reason ? ` ${reason}` : '');
  return {
    id: 'error',
    title: LEGAL_TEXTS.configErrorTitle,
    html: `<p>${escapeHtml(text)}</p>`,
    icon: null,
    open: true,
    order: undefined,
    scrollToAnchor: undefined,
    subsections: [],
  };
}

type FetchText = (url: string) => Promise<string>;

/** Content texts of a legal page fetched at once (as many as a browser opens to one host). */
const LEGAL_PARALLEL_FETCHES = 6;

/**
 * Resolves at most the limit's count of sections (or of one section's sub-sections, `level` 3) in parallel;
 * `keys` are the ids of an object's entries (used when an entry has none). Ids are made unique among them.
 */
async function resolveAll(
  entries: readonly unknown[],
  fetchText: FetchText,
  notes: string[],
  keys?: string[],
  level: 2 | 3 = 2,
): Promise<ResolvedSection[]> {
  const limit = level === 2 ? REMOTE_LIMITS.sections : REMOTE_LIMITS.subsections;
  const shown = entries.slice(0, limit);
  if (entries.length > limit) {
    const note = level === 2 ? LEGAL_TEXTS.moreSections : LEGAL_TEXTS.moreSubsections;
    notes.push(note.replace('{count}', String(entries.length - limit)).replace('{limit}', String(limit)));
  }
  const ids = createIdScope();
  const resolved = await Promise.all(
    shown.map((entry, index) => resolveSection(entry, keys?.[index], index, ids, fetchText, level)),
  );
  return resolved.filter((section) => section !== null);
}

async function resolveSection(
  value: unknown,
  key: string | undefined,
  index: number,
  ids: IdScope,
  fetchText: FetchText,
  level: 2 | 3,
): Promise<ResolvedSection | null> {
  const entry = asRecord(value);
  if (!entry) return null;
  const title = cutTitle(titleOf(entry.title));
  // The entry's id, else its key; when nothing of either is left, one made of the title, else of its place.
  const id = ids(
    tidyId(typeof entry.id === 'string' ? entry.id : '') || key,
    slugId(typeof entry.title === 'string' ? title : '') || `section-${index + 1}`,
  );
  const notes: string[] = [];
  const subpages = asRecord(entry.subpages) ?? {};
  const [content, subsections, icon] = await Promise.all([
    contentOf(entry, fetchText),
    level === 2 ? resolveAll(Object.values(subpages), fetchText, notes, Object.keys(subpages), 3) : [],
    // An icon is small: a larger one is not used.
    typeof entry.icon === 'string' && entry.icon.length <= REMOTE_LIMITS.iconLength
      ? sanitizeRemoteHtml(entry.icon)
      : null,
  ]);
  // Sub-sections of a sub-section: the page has two levels (spec 2.4).
  if (level === 3 && Object.keys(subpages).length > 0) notes.push(LEGAL_TEXTS.deeperSubsections);
  const anchor = typeof entry.scrollToAnchor === 'string' ? reduceId(entry.scrollToAnchor) : '';
  const iconHtml = icon?.html.trim() ?? '';
  return {
    id,
    title,
    html: content + notes.map(noteHtml).join(''),
    icon: iconHtml === '' ? null : iconHtml,
    open: entry.open === true,
    order: typeof entry.order === 'number' && Number.isFinite(entry.order) ? entry.order : undefined,
    scrollToAnchor: anchor === '' ? undefined : anchor,
    subsections: sortSections(subsections),
  };
}

/** The entry's content as sanitised HTML: from its localOverride or mdSource URL, else its own content. */
async function contentOf(entry: Record<string, unknown>, fetchText: FetchText): Promise<string> {
  const override = nonEmptyString(entry.localOverride);
  const markdown = nonEmptyString(entry.mdSource);
  const url = override ?? markdown;
  if (url === undefined) return typeof entry.content === 'string' ? toHtml(entry.content, !isHtml(entry.content)) : '';
  let text: string;
  try {
    text = await fetchText(url);
  } catch (error) {
    console.error(`Legal content ${url} did not load:`, messageOf(error));
    const reason = error instanceof LimitError ? ` ${escapeHtml(error.message)}` : '';
    return `<p><em>${escapeHtml(LEGAL_TEXTS.contentError.replace('{url}', url))}</em>${reason}</p>`;
  }
  return toHtml(text, override === undefined || !isHtml(text));
}

/** Remote text to sanitised HTML in slices, with a note when nesting or elements beyond a limit were flattened. */
async function toHtml(text: string, markdown: boolean): Promise<string> {
  const notes: string[] = [];
  let html: string;
  if (markdown) {
    // The markdown renderer is a chunk of its own, loaded only when some content is markdown.
    const { remoteMarkdownToHtml } = await import('../markdown/index.ts');
    const converted = await remoteMarkdownToHtml(text);
    if (converted.flattened)
      notes.push(LEGAL_TEXTS.deepQuotes.replace('{limit}', String(REMOTE_LIMITS.markdownQuoteDepth)));
    const limited = await capElements(converted.html);
    html = limited.html;
    if (limited.capped) notes.push(LEGAL_TEXTS.manyElements.replace('{limit}', String(REMOTE_LIMITS.htmlElements)));
  } else {
    const sanitized = await sanitizeRemoteHtml(text);
    html = sanitized.html;
    if (sanitized.flattened) notes.push(LEGAL_TEXTS.deepMarkup.replace('{limit}', String(REMOTE_LIMITS.htmlDepth)));
    if (sanitized.capped) notes.push(LEGAL_TEXTS.manyElements.replace('{limit}', String(REMOTE_LIMITS.htmlElements)));
  }
  return html + notes.map(noteHtml).join('');
}

/** A title as long as a heading can sensibly be, cut with an ellipsis beyond `REMOTE_LIMITS.titleLength`. */
function cutTitle(title: string): string {
  return title.length <= REMOTE_LIMITS.titleLength ? title : `${title.slice(0, REMOTE_LIMITS.titleLength)}…`;
}

/** A note on what a limit left out, at the end of a section's content. */
function noteHtml(text: string): string {
  return `<p class="ad-legal__limit"><em>${escapeHtml(text)}</em></p>`;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function stringsOf(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
