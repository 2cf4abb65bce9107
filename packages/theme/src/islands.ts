/**
 * Islands: interactive pieces inside build-time content HTML. The content pipeline writes a placeholder
 * `<div data-island="name" data-props='{…}'>` (with a readable fallback inside); in the browser the island's
 * code is loaded only when a page has one, and mounted on the placeholder.
 */
import type { IslandContext, IslandModule } from '@atlas-docs/content/types';

export type { IslandContext, IslandModule };

type IslandLoader = () => Promise<IslandModule>;

const loaders = new Map<string, { load: IslandLoader; context: IslandContext }>();

/**
 * Makes an island available; `load` is a dynamic import, so its code is a chunk of its own. `options` are the
 * plugin's settings for every island of this kind (`context.options` of its `mount`).
 */
export function registerIsland(name: string, load: IslandLoader, options: IslandContext['options'] = {}): void {
  loaders.set(name, { load, context: { options } });
}

function propsOf(element: HTMLElement): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(element.dataset.props ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Mounts every island inside `container`. Returns a cleanup that unmounts those mounted so far and
 * cancels the rest. A failing island is logged and leaves its fallback in place.
 */
export function mountIslands(container: HTMLElement): () => void {
  let cancelled = false;
  const cleanups: (() => void)[] = [];
  for (const element of container.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const island = loaders.get(name);
    if (!island) continue;
    island
      .load()
      .then((module) => {
        if (cancelled) return;
        const cleanup = module.mount(element, propsOf(element), island.context);
        if (cleanup) cleanups.push(cleanup);
      })
      .catch((error: unknown) => console.error(`The ${name} island could not load.`, error));
  }
  return () => {
    cancelled = true;
    for (const cleanup of cleanups) cleanup();
  };
}
