import type { Element } from 'hast';
import type { Code } from 'mdast';
import { highlight, isUnknownLanguage, readyHighlighter } from './highlighter.ts';
import type { RenderState } from './render-state.ts';

/** A language name safe inside a class attribute. */
function cleanLang(lang: string | null | undefined): string {
  return (lang ?? '').toLowerCase().replace(/[^\w+#.-]/g, '') || 'text';
}

/** What a fence's info string says, as VitePress writes it: `ts{1,3-5} [config.ts]`, `js:line-numbers {2}`. */
export interface FenceInfo {
  lang: string;
  /** The lines to highlight, from 1. */
  lines: Set<number>;
  /** The block's title (`[config.ts]`), shown in place of the language's name. */
  title: string | undefined;
}

export function fenceInfo(lang: string | null | undefined, meta: string | null | undefined): FenceInfo {
  const info = `${lang ?? ''} ${meta ?? ''}`;
  const name = /^[^\s{[:]*/.exec(lang ?? '')?.[0] ?? '';
  const lines = new Set<number>();
  for (const range of /\{([\d,\s-]+)\}/.exec(info)?.[1]?.split(',') ?? []) {
    const [from, to = from] = range.split('-').map((n) => Number(n.trim()));
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to)) continue;
    for (let line = from; line <= Math.min(to, from + 10_000); line++) lines.add(line);
  }
  const title = /\[([^\]]+)\]/.exec(info)?.[1]?.trim();
  return { lang: cleanLang(name), lines, title: title || undefined };
}

/** Marks the highlighted lines of a highlighted block (`span.line` in `pre > code`). */
function markLines(pre: Element, lines: ReadonlySet<number>): void {
  if (!lines.size) return;
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  let number = 0;
  for (const child of code?.children ?? []) {
    if (child.type !== 'element' || !String(child.properties.className ?? '').includes('line')) continue;
    number += 1;
    if (lines.has(number)) child.properties.className = ['line', 'highlighted'];
  }
}

function mermaid(node: Code): void {
  node.data = {
    hName: 'div',
    hProperties: { className: ['ad-island', 'ad-mermaid'], dataIsland: 'mermaid' },
    hChildren: [
      {
        type: 'element',
        tagName: 'pre',
        properties: { className: ['ad-mermaid__source'] },
        children: [
          { type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: node.value }] },
        ],
      },
    ],
  };
}

/**
 * Fenced code: highlighted with classes (no inline styles) inside
 * `<div class="language-x vp-code"><span class="lang">x</span><pre class="shiki" tabindex="0">`;
 * a `mermaid` fence becomes the diagram island's placeholder. The result is left in `node.data` for
 * {@link codeToElement}.
 */
export async function prepareCodeBlocks(blocks: readonly Code[], state: RenderState): Promise<void> {
  if (blocks.length === 0) return;
  const infos = new Map(blocks.map((block) => [block, fenceInfo(block.lang, block.meta)]));
  const langs = [...infos.values()].map((info) => info.lang).filter((l) => l !== 'mermaid');
  if (langs.length) await readyHighlighter(langs);
  for (const node of blocks) {
    const { lang, lines, title } = infos.get(node) ?? fenceInfo(node.lang, node.meta);
    if (lang === 'mermaid') {
      mermaid(node);
      continue;
    }
    if (isUnknownLanguage(lang)) {
      const at = node.position?.start;
      state.warnings.push(
        `${state.file}${at ? `:${at.line}:${at.column}` : ''}: unknown code language "${lang}", shown as plain text`,
      );
    }
    const pre = highlight(node.value, lang, state.usedClasses);
    markLines(pre, lines);
    node.data = {
      hName: 'div',
      hProperties: { className: [`language-${lang}`, 'vp-code'] },
      hChildren: [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['lang'] },
          children: [{ type: 'text', value: title ?? lang }],
        },
        pre,
      ],
    };
  }
}

/**
 * The remark-rehype handler of `code` nodes: the element prepared by {@link remarkCodeBlocks} as it is
 * (the default handler would wrap it in another `<pre>`).
 */
export function codeToElement(state: { patch(from: Code, to: Element): void }, node: Code): Element {
  const element: Element = {
    type: 'element',
    tagName: node.data?.hName ?? 'pre',
    properties: { ...node.data?.hProperties },
    children: node.data?.hChildren ?? [{ type: 'text', value: node.value }],
  };
  state.patch(node, element);
  return element;
}
