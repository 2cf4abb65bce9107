import type { Element, Root as HastRoot, Text as HastText } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRaw from 'rehype-raw';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { sanitizeHtml } from '@atlas-docs/widgets/sanitize/node';

/**
 * The class a code element travels under through the sanitiser, whose allow-list (spec 5.2) has no `code`:
 * the sanitiser keeps a span with a class, and the sanitised result gets its code elements back.
 */
const CODE_CLASS = 'ad-api-code';

const CODE_SPAN = /`([^`\n]+)`/g;

/**
 * Code spans inside HTML blocks (`<p>Use `page_size`</p>`), which markdown leaves as text: authors mix the
 * two, and mean code either way.
 */
function rehypeCodeSpansInHtml() {
  return (tree: HastRoot): void => {
    visit(tree, 'text', (node: HastText, index, parent) => {
      if (!parent || index === undefined || (parent.type === 'element' && parent.tagName === 'code')) return;
      if (!node.value.includes('`')) return;
      const parts: (HastText | Element)[] = [];
      let from = 0;
      for (const match of node.value.matchAll(CODE_SPAN)) {
        if (match.index > from) parts.push({ type: 'text', value: node.value.slice(from, match.index) });
        const code: Element = { type: 'element', tagName: 'code', properties: {}, children: [] };
        code.children.push({ type: 'text', value: match[1] ?? '' });
        parts.push(code);
        from = match.index + match[0].length;
      }
      if (!parts.length) return;
      if (from < node.value.length) parts.push({ type: 'text', value: node.value.slice(from) });
      parent.children.splice(index, 1, ...parts);
      return index + parts.length;
    });
  };
}

/** Code elements as classed spans, to pass the sanitiser. */
function rehypeCodeToSpan() {
  return (tree: HastRoot): void => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'code') return;
      node.tagName = 'span';
      node.properties = { className: [CODE_CLASS] };
    });
  };
}

/** The classed spans back as code elements, in sanitised markup. */
function rehypeSpanToCode() {
  return (tree: HastRoot): void => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties.className;
      if (node.tagName !== 'span' || !Array.isArray(classes) || classes.join(' ') !== CODE_CLASS) return;
      node.tagName = 'code';
      node.properties = {};
    });
  };
}

const toUnsafeHtml = unified()
  .use(remarkParse)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeCodeSpansInHtml)
  .use(rehypeCodeToSpan)
  .use(rehypeStringify)
  .freeze();

const withCode = unified().use(rehypeParse, { fragment: true }).use(rehypeSpanToCode).use(rehypeStringify).freeze();

/**
 * An API description (markdown with HTML, as hand-kept Swagger 1.2 descriptions are written: CommonMark, code
 * spans included) as sanitised HTML, at build time: formatting shows as formatting, and the sanitiser cuts the
 * markup to the allow-list of spec 5.2 (and code), whether it came from HTML or from markdown.
 */
export function descriptionToHtml(text: string): string {
  const safe = sanitizeHtml(String(toUnsafeHtml.processSync(text)));
  return safe.includes(CODE_CLASS) ? String(withCode.processSync(safe)) : safe;
}
