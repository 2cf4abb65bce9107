import type { Element, Root, Text } from 'hast';
import rehypeRaw from 'rehype-raw';
import { visit } from 'unist-util-visit';
import { sanitizeHtml } from '../sanitize/node.ts';
import { markdownPipeline } from './render.ts';

const CODE_SPAN = /`([^`\n]+)`/g;

/**
 * Code spans inside HTML blocks (`<p>Use `page_size`</p>`), which markdown leaves as text: authors mix the
 * two, and mean code either way.
 */
function rehypeCodeSpansInHtml() {
  return (tree: Root): void => {
    visit(tree, 'text', (node: Text, index, parent) => {
      if (!parent || index === undefined || (parent.type === 'element' && parent.tagName === 'code')) return;
      if (!node.value.includes('`')) return;
      const parts: (Text | Element)[] = [];
      let from = 0;
      for (const match of node.value.matchAll(CODE_SPAN)) {
        if (match.index > from) parts.push({ type: 'text', value: node.value.slice(from, match.index) });
        parts.push({
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [{ type: 'text', value: match[1] ?? '' }],
        });
        from = match.index + match[0].length;
      }
      if (!parts.length) return;
      if (from < node.value.length) parts.push({ type: 'text', value: node.value.slice(from) });
      parent.children.splice(index, 1, ...parts);
      return index + parts.length;
    });
  };
}

/** The API description profile: CommonMark with HTML, HTML read as HTML, code spans inside it as code. */
const description = markdownPipeline({ html: true, rehype: [rehypeRaw, rehypeCodeSpansInHtml] });

/**
 * An API description (markdown with HTML, as hand-kept Swagger 1.2 descriptions are written: CommonMark, code
 * spans included) as sanitised HTML, at build time: formatting shows as formatting, and the sanitiser cuts the
 * markup to the allow-list of spec 5.2 and `code`, whether it came from HTML or from markdown.
 */
export function descriptionToHtml(text: string): string {
  return sanitizeHtml(String(description.processSync(text)), { extraTags: ['code'] });
}
