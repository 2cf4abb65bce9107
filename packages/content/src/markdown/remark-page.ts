import type { Code, Paragraph, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { prepareCodeBlocks } from './code-blocks.ts';
import { container, containerIsland, inlineIsland, island, isInlineIsland, textDirectiveAsText } from './directives.ts';
import { stateOf } from './render-state.ts';
import { rawHtml } from './raw-html.ts';
import { customHeadingId, githubAlert, isTocMarker, tocPlaceholder } from './vitepress-syntax.ts';
import { markTable } from './tables.ts';
import { walk } from './walk.ts';

/** Parents whose children are blocks: raw HTML there is a block of its own. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'containerDirective', 'footnoteDefinition']);

/**
 * The markdown step, in one walk over the tree: directives, tables and code blocks (highlighted after the
 * walk, once their grammars are loaded). Front matter is read by `remarkFrontMatter` before.
 */
export function remarkPage() {
  return async (tree: Root, file: VFile): Promise<void> => {
    const state = stateOf(file);
    const source = String(file.value);
    const codeBlocks: Code[] = [];
    walk(tree, (unistNode, index, parent) => {
      const node = unistNode as RootContent;
      switch (node.type) {
        case 'containerDirective':
          if (state.islands.has(node.name)) {
            containerIsland(node);
            state.placed.add(node.name);
          } else container(node, state.file, state.warnings);
          break;
        case 'leafDirective':
          island(node, state.file, state.islands, state.islandHtml);
          state.placed.add(node.name);
          break;
        case 'textDirective':
          if (isInlineIsland(node, state.islands)) {
            inlineIsland(node);
            state.placed.add(node.name);
            break;
          }
          parent.children[index] = textDirectiveAsText(node, source);
          return false;
        case 'code':
          codeBlocks.push(node);
          return false;
        case 'table':
          markTable(node);
          break;
        case 'heading':
          customHeadingId(node, state.headingIdDelimiters);
          break;
        case 'blockquote':
          githubAlert(node);
          break;
        case 'paragraph':
          if (parent.type === 'root' && isTocMarker(node)) {
            tocPlaceholder(node);
            return false;
          }
          break;
        case 'html': {
          const kept = rawHtml(node, state);
          // Text in the place of a block of HTML is a paragraph of its own.
          const paragraph: Paragraph = { type: 'paragraph', children: kept.type === 'text' ? [kept] : [] };
          parent.children[index] = kept.type === 'text' && FLOW_PARENTS.has(parent.type) ? paragraph : kept;
          return false;
        }
        default:
          break;
      }
      return true;
    });
    await prepareCodeBlocks(codeBlocks, state);
  };
}
