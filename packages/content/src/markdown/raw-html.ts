import { htmlTagNames } from 'html-tag-names';
import type { Html, Text } from 'mdast';
import { svgTagNames } from 'svg-tag-names';
import { escapeHtml } from '../rules/escape-html.ts';
import type { RenderState } from './render-state.ts';

/**
 * Raw HTML in markdown as folders from other generators write it. HTML elements (and SVG's) are HTML; a tag
 * with a hyphen is a custom element (a widget's, say) and stays. A tag in capitals is a component of the
 * framework the folder was written for (`<Search/>`): we have none of them but VitePress's `<Badge>`, so the tag
 * is left out, what it holds is kept, and one warning names the file and line. Anything else in angle brackets is prose
 * (`the <attribute> of an object`) and is shown as the text it is.
 */

const ELEMENTS = new Set([...htmlTagNames, ...svgTagNames.map((name) => name.toLowerCase())]);

/** A tag (opening, closing or self-closing); comments, declarations and processing instructions are not. */
const TAG = /<\/?([A-Za-z][\w:-]*)(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/?>/g;

type Kind = 'html' | 'badge' | 'component' | 'prose';

function kindOf(name: string): Kind {
  if (name === 'Badge') return 'badge';
  const element = ELEMENTS.has(name.toLowerCase());
  if (name.includes('-') || (element && (name === name.toLowerCase() || name === name.toUpperCase()))) return 'html';
  return /[A-Z]/.test(name) ? 'component' : 'prose';
}

const BADGE_TYPES = ['info', 'tip', 'warning', 'danger'];

/** VitePress's `<Badge type="tip" text="v2"/>` (or with its text inside) as a badge of ours. */
function badge(tag: string): string {
  if (tag.startsWith('</')) return '</span>';
  const attribute = (name: string): string | undefined =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined);
  const type = attribute('type') ?? 'info';
  const text = attribute('text');
  // A text given as an attribute is no word of a heading's anchor, as VitePress makes anchors (see headings.ts).
  const mark = text === undefined ? '' : ' data-badge-text=""';
  const open = `<span class="badge ${BADGE_TYPES.includes(type) ? type : 'info'}"${mark}>${escapeHtml(text ?? '')}`;
  return tag.endsWith('/>') ? `${open}</span>` : open;
}

/**
 * The node to put in place of a raw HTML node: itself, its text (prose in angle brackets), or the raw HTML
 * without the components' tags.
 */
export function rawHtml(node: Html, state: RenderState): Html | Text {
  const kinds = [...node.value.matchAll(TAG)].map((match) => ({ tag: match[0], kind: kindOf(match[1] ?? '') }));
  if (kinds.every(({ kind }) => kind === 'html')) return node;
  if (kinds.every(({ kind }) => kind === 'prose')) return { type: 'text', value: node.value, position: node.position };
  const at = node.position?.start;
  // One warning for each component's opening tag: its closing tag is the same component.
  const opened = kinds.filter(({ tag, kind }) => kind === 'component' && !tag.startsWith('</'));
  const components = [...new Set(opened.map(({ tag }) => /[\w:-]+/.exec(tag)?.[0]))];
  if (components.length) {
    state.warnings.push(
      `${state.file}${at ? `:${at.line}:${at.column}` : ''}: ${components.map((name) => `<${name}>`).join(', ')} ` +
        `left out: no such component here (what it holds is kept)`,
    );
  }
  let value = node.value;
  for (const { tag, kind } of kinds) {
    if (kind === 'component') value = value.replace(tag, '');
    else if (kind === 'badge') value = value.replace(tag, badge(tag));
    else if (kind === 'prose') value = value.replace(tag, escapeHtml(tag));
  }
  return { ...node, value };
}
