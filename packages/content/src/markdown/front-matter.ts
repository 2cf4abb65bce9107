import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { z } from 'zod';
import { outlineSetting } from '../config/schema.ts';
import { ContentError } from '../content-error.ts';
import { isExternal } from '../rules/paths.ts';

/** The layouts a page may ask for; `404` is reserved for the generated not-found pages. */
export const PAGE_LAYOUTS = ['home', 'doc', 'page', 'custom'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

const string = z.string({ error: 'must be a string' });
const boolean = z.boolean({ error: 'must be true or false' });
const PAGER_ERROR = 'must be true, false, a text, or { text, link }';
/** VitePress's forms: `false` hides it, `true` or `{}` keeps it, a text renames it, `{ text, link }` replaces it. */
const pager = z.union(
  [
    z.boolean(),
    z.string(),
    z.object(
      {
        text: z.string({ error: PAGER_ERROR }).exactOptional(),
        link: z.string({ error: PAGER_ERROR }).exactOptional(),
      },
      { error: PAGER_ERROR },
    ),
  ],
  { error: PAGER_ERROR },
);

const LAST_UPDATED_ERROR = 'must be true, false or a date';
/**
 * `false` hides the page's last-updated time; a date (a YAML date, an ISO text, or a Unix time in milliseconds as
 * VitePress-era scripts write it) replaces the time git gives.
 */
const lastUpdated = z.union(
  [
    z.boolean(),
    z.number().refine((value) => Number.isFinite(value) && value > 0, { error: LAST_UPDATED_ERROR }),
    z.date(),
    z.string().refine((value) => !Number.isNaN(Date.parse(value)), { error: LAST_UPDATED_ERROR }),
  ],
  { error: LAST_UPDATED_ERROR },
);

const heroAction = z.object(
  {
    text: string,
    link: string,
    /** `brand` (the default) or `alt`; another name (a VitePress site's own button style) shows as `alt`. */
    theme: string.exactOptional(),
  },
  { error: 'must be a mapping with text and link' },
);
const hero = z.object(
  {
    name: string.exactOptional(),
    text: string.exactOptional(),
    tagline: string.exactOptional(),
    actions: z.array(heroAction, { error: 'must be a list' }).exactOptional(),
  },
  { error: 'must be a mapping with name, text, tagline and actions' },
);
const feature = z.object(
  {
    title: string,
    details: string.exactOptional(),
    icon: string.exactOptional(),
    link: string.exactOptional(),
    linkText: string.exactOptional(),
  },
  { error: 'must be a mapping with a title' },
);
export type HeroAction = z.infer<typeof heroAction>;
export type Hero = z.infer<typeof hero>;
export type Feature = z.infer<typeof feature>;

/** The front matter keys the pipeline understands; other keys are kept in `data` but not interpreted. */
const frontMatter = z.object({
  layout: z.enum(PAGE_LAYOUTS, { error: `must be one of ${PAGE_LAYOUTS.join(', ')}` }).default('doc'),
  title: string.exactOptional(),
  description: string.exactOptional(),
  outline: outlineSetting("must be a heading level 1-6, a range [from, to], 'deep' or false").exactOptional(),
  /** VuePress's `'auto'` (a sidebar of the page's headings) is true: the outline shows the headings. */
  sidebar: z
    .union([z.boolean(), z.literal('auto').transform(() => true)], { error: "must be true, false or 'auto'" })
    .exactOptional(),
  prev: pager.exactOptional(),
  next: pager.exactOptional(),
  hero: hero.exactOptional(),
  features: z.array(feature, { error: 'must be a list of cards' }).exactOptional(),
  editLink: boolean.exactOptional(),
  lastUpdated: lastUpdated.exactOptional(),
});
export type FrontMatter = z.infer<typeof frontMatter>;

/**
 * VuePress's home page front matter as ours: `home: true` is the home layout, and its `heroText`, `tagline`,
 * `actionText` and `actionLink` the hero. Other front matter is as written.
 */
export function vuepressHome(data: Record<string, unknown>): Record<string, unknown> {
  if (data.home !== true || data.layout !== undefined) return data;
  const { heroText, tagline, actionText, actionLink } = data;
  const hero: Record<string, unknown> = {};
  if (typeof heroText === 'string') hero.name = heroText;
  if (typeof tagline === 'string') hero.tagline = tagline;
  if (typeof actionText === 'string' && typeof actionLink === 'string') {
    hero.actions = [{ text: actionText, link: actionLink }];
  }
  return { ...data, layout: 'home', ...(data.hero === undefined && Object.keys(hero).length ? { hero } : {}) };
}

/** An internal link with its place in the markdown file. */
export interface SourceLink {
  url: string;
  line: number;
  column: number;
}

export interface ParsedFrontMatter {
  /** Every key as written. */
  data: Record<string, unknown>;
  meta: FrontMatter;
  /** Internal links of hero actions and feature cards. */
  links: SourceLink[];
}

type Path = (string | number)[];

/** Reads YAML front matter; `firstLine` is the markdown line of its first line (2 after the opening `---`). */
export function parseFrontMatter(yaml: string, firstLine: number, file: string): ParsedFrontMatter {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: true });
  const at = (offset: number): { line: number; column: number } => {
    const pos = lineCounter.linePos(offset);
    return { line: firstLine + Math.max(pos.line, 1) - 1, column: Math.max(pos.col, 1) };
  };
  const syntaxError = doc.errors[0];
  if (syntaxError) {
    const pos = syntaxError.linePos?.[0];
    const reason = syntaxError.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'invalid YAML';
    throw new ContentError(
      { file, line: firstLine + (pos?.line ?? 1) - 1, column: pos?.col ?? 1 },
      `front matter is not valid YAML: ${reason}`,
    );
  }
  if (doc.contents !== null && !isMap(doc.contents)) {
    throw new ContentError({ file, line: firstLine, column: 1 }, 'front matter must be a mapping of keys to values');
  }
  const data = (doc.toJS() ?? {}) as Record<string, unknown>;
  const locate = (path: Path, ofValue = false): { line: number; column: number } => at(offsetOf(doc, path, ofValue));
  const fail = (path: Path, reason: string): never => {
    throw new ContentError({ file, ...locate(path) }, `front matter \`${path.join('.')}\` ${reason}`);
  };
  const result = frontMatter.safeParse(vuepressHome(data));
  if (!result.success) {
    const [issue] = result.error.issues;
    return fail(issue?.path.map((key) => (typeof key === 'number' ? key : String(key))) ?? [], `${issue?.message}`);
  }
  const meta = result.data;
  const links: SourceLink[] = [];
  const addLink = (url: string | undefined, path: Path): void => {
    if (url === undefined || isExternal(url)) return;
    links.push({ url, ...locate(path, true) });
  };
  meta.hero?.actions?.forEach((action, i) => addLink(action.link, ['hero', 'actions', i, 'link']));
  meta.features?.forEach((feature, i) => addLink(feature.link, ['features', i, 'link']));
  return { data, meta, links };
}

/** The source offset of a key (or of its value) at `path`, else of the deepest part of it that exists. */
function offsetOf(doc: Document, path: Path, ofValue: boolean): number {
  let node: unknown = doc.contents;
  let offset = 0;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && p.key.value === segment);
      if (!pair) break;
      const key = pair.key as YamlNode;
      offset = key.range?.[0] ?? offset;
      if (last && !ofValue) break;
      node = pair.value;
      if (last) offset = (node as YamlNode | null)?.range?.[0] ?? offset;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment] as YamlNode | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}
