import { stepThrough, yieldToBrowser } from '../remote-input/limits.ts';
import { readStartTag } from './inline-code.ts';
import { structureSteps, type HtmlSlice } from './nesting.ts';

/**
 * Puts sanitised HTML of any size into an element without a long task: the page's parser builds a large text
 * in one task (a policy of 1.5 MB took Chromium hundreds of milliseconds), so a text longer than `sliceLength`
 * is cut as `sanitizeRemoteHtml` cuts it, each slice parsed in a task of its own (in an inert `<template>`)
 * and moved into place: the elements open at a cut, re-opened at the start of the next slice, are matched with
 * the ones already in the element and their new content appended to them, so the element ends up holding what
 * `innerHTML = html` gives. Resolves once done, or at once after `isCancelled()` says true (a newer text came).
 */
export async function insertHtmlInSlices(
  container: Element,
  html: string,
  { sliceLength = 64 * 1024, isCancelled = () => false }: { sliceLength?: number; isCancelled?: () => boolean } = {},
): Promise<void> {
  if (html.length <= sliceLength) {
    container.innerHTML = html;
    return;
  }
  container.textContent = '';
  // The text is sanitised: its nesting is already limited.
  const structured = await stepThrough(structureSteps(html, { maxDepth: Infinity, sliceLength }), isCancelled);
  if (!structured) return;
  for (const slice of structured.slices) {
    await yieldToBrowser();
    if (isCancelled()) return;
    appendSlice(container, slice);
  }
}

/** Parses one slice and appends it to `container`, continuing the elements open at the cut before it. */
function appendSlice(container: Element, slice: HtmlSlice): void {
  const template = container.ownerDocument.createElement('template');
  template.innerHTML = slice.open + slice.text + slice.close;
  const fragment = template.content;
  const names = namesOf(slice.open);
  const live = pathOf(container, names, (parent) => parent.lastElementChild);
  const parsed = pathOf(fragment, names, (parent) =>
    parent.firstChild === parent.firstElementChild ? parent.firstElementChild : null,
  );
  if (names.length === 0 || !live || !parsed) {
    // At the top level; or the parser moved something before the re-opened elements: the slice as it is.
    container.append(fragment);
    return;
  }
  // Innermost first: the slice's content of each re-opened element goes after what its live twin holds.
  for (let level = names.length - 1; level >= 0; level--) {
    const from = level === names.length - 1 ? parsed[level]!.firstChild : parsed[level + 1]!.nextSibling;
    moveFrom(from, live[level]!);
  }
  moveFrom(parsed[0]!.nextSibling, container);
}

/** `node` and its following siblings, moved to the end of `target`. */
function moveFrom(node: ChildNode | null, target: Element): void {
  for (let next: ChildNode | null; node; node = next) {
    next = node.nextSibling;
    target.append(node);
  }
}

/** The elements named `names`, each found in the one before by `pick`; null where one is missing. */
function pathOf(
  root: ParentNode,
  names: readonly string[],
  pick: (parent: ParentNode) => Element | null,
): Element[] | null {
  const path: Element[] = [];
  let parent = root;
  for (const name of names) {
    const child = pick(parent);
    if (child?.localName !== name) return null;
    path.push(child);
    parent = child;
  }
  return path;
}

/** The names of the start tags of a slice's `open`, outermost first. */
function namesOf(open: string): string[] {
  const names: string[] = [];
  for (let at = 0; at < open.length;) {
    const tag = readStartTag(open, at);
    if (!tag) break;
    names.push(tag.name);
    at = tag.end;
  }
  return names;
}
