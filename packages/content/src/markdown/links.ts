import type { Element } from 'hast';
import type { RenderState } from './render-state.ts';
import { resolveLink } from './resolve-link.ts';

/**
 * A link: external ones open in a new tab, relative `.md` links become routes, an internal link is written
 * as its page's route (`/docs/a/` -> `/docs/a`), and every internal link is recorded with its line and column
 * for the link check.
 */
export function processLink(node: Element, state: RenderState): void {
  if (typeof node.properties.href !== 'string') return;
  const link = resolveLink(node.properties.href, state.route, state.linkBase);
  node.properties.href = link.target === null ? link.href : state.canonical(link.href);
  if (link.newTab) {
    node.properties.target ??= '_blank';
    node.properties.rel ??= ['noreferrer'];
  }
  if (link.target === null) return;
  const start = node.position?.start;
  state.links.push({ url: link.target, line: start?.line ?? 1, column: start?.column ?? 1 });
}
