import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode } from 'yaml';
import { ContentError } from '../content-error.ts';
import { isExternal } from '../rules/paths.ts';
import type { PagerOverride } from '../rules/pager.ts';
import type { Feature, Hero, HeroAction, OutlineConfig } from '../types.ts';

/** The layouts a page may ask for; `404` is reserved for the generated not-found pages. */
export const PAGE_LAYOUTS = ['home', 'doc', 'page', 'custom'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

/** The front matter keys the pipeline understands, validated. Other keys are kept but not interpreted. */
export interface FrontMatter {
  title?: string;
  description?: string;
  layout: PageLayout;
  outline?: OutlineConfig;
  sidebar?: boolean;
  prev?: PagerOverride;
  next?: PagerOverride;
  hero?: Hero;
  features?: Feature[];
  editLink?: boolean;
  lastUpdated?: boolean;
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
  const meta = validate(data, fail);
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

type Fail = (path: Path, reason: string) => never;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalString(value: unknown, path: Path, fail: Fail): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : fail(path, 'must be a string');
}

function optionalBoolean(value: unknown, path: Path, fail: Fail): boolean | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'boolean' ? value : fail(path, 'must be true or false');
}

const isLevel = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 6;

function outline(value: unknown, path: Path, fail: Fail): OutlineConfig | undefined {
  if (value === undefined || value === false || value === 'deep') return value;
  if (isLevel(value)) return value;
  if (Array.isArray(value) && value.length === 2 && isLevel(value[0]) && isLevel(value[1])) return [value[0], value[1]];
  return fail(path, "must be a heading level 1-6, a range [from, to], 'deep' or false");
}

function pager(value: unknown, path: Path, fail: Fail): PagerOverride {
  if (value === undefined || value === false || typeof value === 'string') return value;
  if (isRecord(value) && typeof value.text === 'string' && typeof value.link === 'string') {
    return { text: value.text, link: value.link };
  }
  return fail(path, 'must be false, a text, or { text, link }');
}

function hero(value: unknown, path: Path, fail: Fail): Hero | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return fail(path, 'must be a mapping with name, text, tagline and actions');
  const result: Hero = {};
  for (const key of ['name', 'text', 'tagline'] as const) {
    const text = optionalString(value[key], [...path, key], fail);
    if (text !== undefined) result[key] = text;
  }
  if (value.actions !== undefined) {
    if (!Array.isArray(value.actions)) return fail([...path, 'actions'], 'must be a list');
    result.actions = value.actions.map((raw: unknown, i): HeroAction => {
      const at = [...path, 'actions', i];
      if (!isRecord(raw)) return fail(at, 'must be a mapping with text and link');
      if (typeof raw.text !== 'string') return fail([...at, 'text'], 'must be a string');
      if (typeof raw.link !== 'string') return fail([...at, 'link'], 'must be a string');
      const action: HeroAction = { text: raw.text, link: raw.link };
      if (raw.theme !== undefined) {
        if (raw.theme !== 'brand' && raw.theme !== 'alt') return fail([...at, 'theme'], "must be 'brand' or 'alt'");
        action.theme = raw.theme;
      }
      return action;
    });
  }
  return result;
}

function features(value: unknown, path: Path, fail: Fail): Feature[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return fail(path, 'must be a list of cards');
  return value.map((raw: unknown, i): Feature => {
    const at = [...path, i];
    if (!isRecord(raw)) return fail(at, 'must be a mapping with a title');
    if (typeof raw.title !== 'string') return fail([...at, 'title'], 'must be a string');
    const feature: Feature = { title: raw.title };
    for (const key of ['details', 'icon', 'link', 'linkText'] as const) {
      const text = optionalString(raw[key], [...at, key], fail);
      if (text !== undefined) feature[key] = text;
    }
    return feature;
  });
}

/** Checks the known keys' types; throws through `fail` with the key's path. */
function validate(data: Record<string, unknown>, fail: Fail): FrontMatter {
  const layout = data.layout ?? 'doc';
  if (typeof layout !== 'string' || !(PAGE_LAYOUTS as readonly string[]).includes(layout)) {
    return fail(['layout'], `must be one of ${PAGE_LAYOUTS.join(', ')}`);
  }
  const meta: FrontMatter = { layout: layout as PageLayout };
  const assign = <K extends keyof FrontMatter>(key: K, value: FrontMatter[K] | undefined): void => {
    if (value !== undefined) meta[key] = value;
  };
  assign('title', optionalString(data.title, ['title'], fail));
  assign('description', optionalString(data.description, ['description'], fail));
  assign('outline', outline(data.outline, ['outline'], fail));
  assign('sidebar', optionalBoolean(data.sidebar, ['sidebar'], fail));
  assign('prev', pager(data.prev, ['prev'], fail));
  assign('next', pager(data.next, ['next'], fail));
  assign('hero', hero(data.hero, ['hero'], fail));
  assign('features', features(data.features, ['features'], fail));
  assign('editLink', optionalBoolean(data.editLink, ['editLink'], fail));
  assign('lastUpdated', optionalBoolean(data.lastUpdated, ['lastUpdated'], fail));
  return meta;
}
