import type { Element } from 'hast';
import type { Code } from 'mdast';
import { highlight, isUnknownLanguage, readyHighlighter } from './highlighter.ts';
import type { RenderState } from './render-state.ts';

/** A language name safe inside a class attribute. */
function cleanLang(lang: string | null | undefined): string {
  return (lang ?? '').toLowerCase().replace(/[^\w+#.-]/g, '') || 'text';
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
  const langs = blocks.map((b) => cleanLang(b.lang)).filter((l) => l !== 'mermaid');
  if (langs.length) await readyHighlighter(langs);
  for (const node of blocks) {
    const lang = cleanLang(node.lang);
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
    node.data = {
      hName: 'div',
      hProperties: { className: [`language-${lang}`, 'vp-code'] },
      hChildren: [
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['lang'] },
          children: [{ type: 'text', value: lang }],
        },
        highlight(node.value, lang, state.usedClasses),
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
