import { LEGAL_FETCH_TIMEOUT_MS, LEGAL_PAGES_PATH, LEGAL_TEXTS } from '../config.ts';
import { fetchRemoteText } from '../sanitize/fetch-remote-text.ts';
import { sanitizeHtml } from '../sanitize/index.ts';
import { reduceId } from '../sanitize/urls.ts';
import { isHtml, sectionId, sortSections, titleOf, type LegalSection, type ResolvedSection } from './model.ts';

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
  /** Fetches a remote text; by default {@link fetchRemoteText} with the allowed-host rule and a time-out. */
  fetchText?: (url: string) => Promise<string>;
}

/** Where the default source of an application lives on the static host (spec 7). */
export function legalPagesUrl(staticHost: string, appname: string): string {
  return staticHost.replace(/\/+$/, '') + LEGAL_PAGES_PATH.replace('{appname}', encodeURIComponent(appname));
}

/**
 * The sections to show, from the first source that is given (spec 2.4, 7): the sections themselves, else a
 * configuration file, else the application's pages on the static host. Every remote text is fetched before
 * this resolves, so the page is drawn once and whole; every text is sanitised, markdown converted to the
 * subset of spec 5.2. It never rejects: a failed configuration or default source becomes the one
 * 'Configuration Error' section, failed content its italic error text (spec 8).
 */
export async function loadLegalSections(options: LoadLegalOptions): Promise<ResolvedSection[]> {
  const fetchText = options.fetchText ?? ((url: string) => fetchRemoteText(url, { timeoutMs: LEGAL_FETCH_TIMEOUT_MS }));
  if (options.sections !== undefined) {
    return sortSections(await resolveAll(options.sections, fetchText), options.order);
  }
  const url = options.configUrl || legalPagesUrl(options.staticHost, options.appname);
  let data: unknown;
  try {
    data = JSON.parse(await fetchText(url)) as unknown;
  } catch (error) {
    console.error(`The legal configuration ${url} did not load:`, messageOf(error));
    return [configurationError(url)];
  }
  if (options.configUrl) {
    const config = asRecord(data);
    if (!config || !Array.isArray(config.sections)) {
      console.error(`The legal configuration ${url} has no sections array.`);
      return [configurationError(url)];
    }
    const order = options.order ?? stringsOf(config.order);
    return sortSections(await resolveAll(config.sections, fetchText), order);
  }
  const pages = asRecord(data);
  if (!pages) {
    console.error(`The legal pages ${url} are not an object of sections.`);
    return [configurationError(url)];
  }
  const sections = await resolveAll(Object.values(pages), fetchText, Object.keys(pages));
  return sortSections(sections.map(collapseLegalSubsections), options.order);
}

/** In the default source, the 'legal' section's sub-sections start collapsed (spec 4). */
function collapseLegalSubsections(section: ResolvedSection): ResolvedSection {
  if (section.id !== 'legal') return section;
  return { ...section, subsections: section.subsections.map((sub) => ({ ...sub, open: false })) };
}

/** The single section shown when a configuration fails (spec 8). */
export function configurationError(url: string): ResolvedSection {
  return {
    id: 'error',
    title: LEGAL_TEXTS.configErrorTitle,
    html: `<p>${escapeHtml(LEGAL_TEXTS.configError.replace('{url}', url))}</p>`,
    icon: null,
    open: true,
    order: undefined,
    scrollToAnchor: undefined,
    subsections: [],
  };
}

type FetchText = (url: string) => Promise<string>;

/** Resolves sections in parallel; `keys` are the ids of an object's entries (used when an entry has none). */
async function resolveAll(
  entries: readonly unknown[],
  fetchText: FetchText,
  keys?: string[],
): Promise<ResolvedSection[]> {
  const resolved = await Promise.all(
    entries.map((entry, index) => resolveSection(entry, keys?.[index] ?? `section-${index + 1}`, fetchText)),
  );
  return resolved.filter((section) => section !== null);
}

async function resolveSection(
  value: unknown,
  fallbackId: string,
  fetchText: FetchText,
): Promise<ResolvedSection | null> {
  const entry = asRecord(value);
  if (!entry) return null;
  const subpages = asRecord(entry.subpages) ?? {};
  const [html, subsections] = await Promise.all([
    contentOf(entry, fetchText),
    resolveAll(Object.values(subpages), fetchText, Object.keys(subpages)),
  ]);
  const icon = typeof entry.icon === 'string' ? sanitizeHtml(entry.icon).trim() : '';
  const anchor = typeof entry.scrollToAnchor === 'string' ? reduceId(entry.scrollToAnchor) : '';
  return {
    id: sectionId(entry.id ?? fallbackId, fallbackId),
    title: titleOf(entry.title),
    html,
    icon: icon === '' ? null : icon,
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
    return `<p><em>${escapeHtml(LEGAL_TEXTS.contentError.replace('{url}', url))}</em></p>`;
  }
  return toHtml(text, override === undefined || !isHtml(text));
}

async function toHtml(text: string, markdown: boolean): Promise<string> {
  if (!markdown) return sanitizeHtml(text);
  // The markdown renderer is a chunk of its own, loaded only when some content is markdown.
  const { markdownToHtml } = await import('../markdown/index.ts');
  return markdownToHtml(text);
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
