import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import type { Element, ElementContent } from 'hast';
import { blockCss, tokenClass, type CodeThemes, type TokenStyle } from './code-styles.ts';

/**
 * Syntax highlighting with one shiki highlighter per process. Themes: GitHub light/dark default, whose
 * token colours all reach 4.5:1 on their backgrounds (the few scope colours meant for a token background
 * that shiki does not emit are adjusted in `code-styles.ts`).
 */
export const LIGHT_THEME = 'github-light-default';
export const DARK_THEME = 'github-dark-default';

/** The languages we highlight, by every name an author may write; anything else is shown as plain text. */
const LANGUAGES: Record<string, BundledLanguage> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  shellscript: 'bash',
  zsh: 'bash',
  json: 'json',
  python: 'python',
  py: 'python',
  yaml: 'yaml',
  yml: 'yaml',
  typescript: 'typescript',
  ts: 'typescript',
  javascript: 'javascript',
  js: 'javascript',
  html: 'html',
  css: 'css',
  http: 'http',
  toml: 'toml',
  diff: 'diff',
  // What documentation folders from elsewhere write most besides the above.
  xml: 'xml',
  sql: 'sql',
  markdown: 'markdown',
  md: 'markdown',
  go: 'go',
  java: 'java',
  c: 'c',
  cpp: 'cpp',
  rust: 'rust',
  rs: 'rust',
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  dockerfile: 'dockerfile',
  docker: 'dockerfile',
  ini: 'ini',
  nginx: 'nginx',
  powershell: 'powershell',
  ps1: 'powershell',
  jsx: 'jsx',
  tsx: 'tsx',
  vue: 'vue',
  graphql: 'graphql',
  scss: 'scss',
  console: 'shellsession',
};

/** Names meaning "no highlighting", which are not worth a warning. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** The grammar of a fence's language name, `null` for plain text. */
export function grammarOf(lang: string): BundledLanguage | null {
  return LANGUAGES[lang.toLowerCase()] ?? null;
}

/** Whether a fence's language is shown as plain text although the author asked for highlighting. */
export function isUnknownLanguage(lang: string): boolean {
  return grammarOf(lang) === null && !PLAIN.has(lang.toLowerCase());
}

let highlighter: Promise<Highlighter> | undefined;
const loading = new Map<BundledLanguage, Promise<void>>();
/** Every token class made in this process, with its CSS; names are hashes of the styles, so stable. */
const classRules = new Map<string, string>();
/** Token styles seen so far and their class: computing a class (and its contrast) once per style pair. */
const classByStyle = new Map<string, string | undefined>();

function classOf(light: TokenStyle, dark: TokenStyle, themeInfo: CodeThemes): string | undefined {
  const key = `${light.color}/${light.fontStyle}/${dark.color}/${dark.fontStyle}`;
  if (classByStyle.has(key)) return classByStyle.get(key);
  const cls = tokenClass(light, dark, themeInfo);
  if (cls) classRules.set(cls.name, cls.css);
  classByStyle.set(key, cls?.name);
  return cls?.name;
}

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: [] });
  return highlighter;
}

/** Loads the grammars of these fence languages (once per process); unknown names are ignored. */
export async function prepareLanguages(langs: Iterable<string>): Promise<void> {
  const hl = await getHighlighter();
  const pending: Promise<void>[] = [];
  for (const lang of langs) {
    const grammar = grammarOf(lang);
    if (!grammar) continue;
    let load = loading.get(grammar);
    if (!load) {
      load = hl.loadLanguage(grammar);
      loading.set(grammar, load);
    }
    pending.push(load);
  }
  await Promise.all(pending);
}

async function themes(): Promise<CodeThemes> {
  const hl = await getHighlighter();
  const light = hl.getTheme(LIGHT_THEME);
  const dark = hl.getTheme(DARK_THEME);
  return {
    light: { name: LIGHT_THEME, bg: light.bg, fg: light.fg },
    dark: { name: DARK_THEME, bg: dark.bg, fg: dark.fg },
  };
}

let resolvedThemes: CodeThemes | undefined;
let resolvedHighlighter: Highlighter | undefined;

/** Resolves the highlighter and its themes so that {@link highlight} can run synchronously. */
export async function readyHighlighter(langs: Iterable<string>): Promise<void> {
  resolvedHighlighter ??= await getHighlighter();
  resolvedThemes ??= await themes();
  await prepareLanguages(langs);
}

const span = (className: string | undefined, text: string): ElementContent =>
  className
    ? {
        type: 'element',
        tagName: 'span',
        properties: { className: [className] },
        children: [{ type: 'text', value: text }],
      }
    : { type: 'text', value: text };

function line(children: ElementContent[]): Element {
  return { type: 'element', tagName: 'span', properties: { className: ['line'] }, children };
}

/**
 * The `<pre class="shiki">` of a code block, its tokens marked with classes. Each class used is added to
 * `usedClasses`. Call {@link readyHighlighter} with the language first.
 */
export function highlight(code: string, lang: string, usedClasses: Set<string>): Element {
  const hl = resolvedHighlighter;
  const themeInfo = resolvedThemes;
  if (!hl || !themeInfo) throw new Error('highlight() called before readyHighlighter()');
  const grammar = grammarOf(lang);
  const lines: Element[] = [];
  if (grammar && hl.getLoadedLanguages().includes(grammar)) {
    const tokens = hl.codeToTokensWithThemes(code, { lang: grammar, themes: { light: LIGHT_THEME, dark: DARK_THEME } });
    for (const tokenLine of tokens) {
      const children: ElementContent[] = [];
      let previous: { className: string | undefined; node: ElementContent } | undefined;
      for (const token of tokenLine) {
        const style = (name: 'light' | 'dark'): TokenStyle => ({
          color: token.variants[name]?.color ?? themeInfo[name].fg,
          fontStyle: token.variants[name]?.fontStyle ?? 0,
        });
        // Whitespace takes its neighbour's class so that runs merge into fewer spans.
        const className =
          previous && /^\s+$/.test(token.content)
            ? previous.className
            : classOf(style('light'), style('dark'), themeInfo);
        if (className) usedClasses.add(className);
        if (previous && previous.className === className) {
          const target = previous.node.type === 'element' ? previous.node.children[0] : previous.node;
          if (target?.type === 'text') target.value += token.content;
          continue;
        }
        const node = span(className, token.content);
        children.push(node);
        previous = { className, node };
      }
      lines.push(line(children));
    }
  } else {
    for (const text of code.split('\n')) lines.push(line(text ? [{ type: 'text', value: text }] : []));
  }
  const content: ElementContent[] = [];
  lines.forEach((l, index) => {
    if (index > 0) content.push({ type: 'text', value: '\n' });
    content.push(l);
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki'], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: content }],
  };
}

/** The stylesheet of the code blocks: the block colours and the rules of the given token classes, sorted. */
export async function codeStylesheet(usedClasses: Iterable<string>): Promise<string> {
  resolvedThemes ??= await themes();
  const rules = [...new Set(usedClasses)]
    .sort()
    .map((name) => classRules.get(name))
    .filter((rule): rule is string => rule !== undefined);
  return [blockCss(resolvedThemes), ...rules].join('\n') + '\n';
}
