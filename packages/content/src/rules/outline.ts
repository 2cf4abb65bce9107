import type { Heading, OutlineConfig } from '../types.ts';

/** The outline shows level-2 headings unless configured otherwise. */
export const DEFAULT_OUTLINE_LEVEL = 2;

/** Heading levels shown by an outline setting: a level, a range, 'deep' (2 to 6), or `false` for none. */
export function resolveOutlineLevels(config: OutlineConfig | undefined): [number, number] | false {
  if (config === false) return false;
  if (config === undefined) return [DEFAULT_OUTLINE_LEVEL, DEFAULT_OUTLINE_LEVEL];
  if (config === 'deep') return [2, 6];
  if (typeof config === 'number') return [config, config];
  const [min, max] = config;
  return min <= max ? [min, max] : [max, min];
}

export interface OutlineNode extends Heading {
  children: OutlineNode[];
}

/**
 * The outline of a page: the headings within the levels, nested under the nearest shallower heading.
 */
export function buildOutline(headings: Heading[], levels: [number, number] | false): OutlineNode[] {
  if (!levels) return [];
  const [min, max] = levels;
  const roots: OutlineNode[] = [];
  const stack: OutlineNode[] = [];
  for (const heading of headings) {
    if (heading.level < min || heading.level > max) continue;
    const node: OutlineNode = { ...heading, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= node.level) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/**
 * The heading the reader is at: the last one whose top has passed `offset` pixels below the top of the
 * viewport, or the last heading once the page is scrolled to the bottom. `tops` are document offsets.
 */
export function activeHeadingIndex(tops: number[], scrollY: number, offset: number, atBottom: boolean): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= scrollY + offset) active = index;
  });
  return active;
}
