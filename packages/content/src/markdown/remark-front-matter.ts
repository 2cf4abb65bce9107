import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { parseFrontMatter } from './front-matter.ts';
import { stateOf } from './render-state.ts';

/** Parses and validates the YAML front matter node (remark-frontmatter puts it first). */
export function remarkFrontMatter() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    const node = tree.children[0];
    if (node?.type !== 'yaml') return;
    // The YAML starts on the line after the opening `---`.
    const firstLine = (node.position?.start.line ?? 1) + 1;
    state.frontMatter = parseFrontMatter(node.value, firstLine, state.file);
  };
}
