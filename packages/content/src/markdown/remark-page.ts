import type { Code, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { prepareCodeBlocks } from './code-blocks.ts';
import { container, containerIsland, inlineIsland, island, isInlineIsland, textDirectiveAsText } from './directives.ts';
import { stateOf } from './render-state.ts';
import { markTable } from './tables.ts';
import { walk } from './walk.ts';

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
          } else container(node, state.file);
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
        default:
          break;
      }
      return true;
    });
    await prepareCodeBlocks(codeBlocks, state);
  };
}
