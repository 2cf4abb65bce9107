import { isFolded } from '@atlas-docs/content/rules';
import type { SidebarItem } from '@atlas-docs/content/types';

/**
 * The site's sidebars, by the URL of their file: each is fetched once and shared by every page that shows it
 * (the files are named by their content, so the browser may cache them for ever). A page's HTML holds only
 * its first paint of the sidebar (see `firstPaintSidebar`); the whole one comes from here.
 */

const loading = new Map<string, Promise<SidebarItem[] | null>>();
const loaded = new Map<string, SidebarItem[]>();
const listeners = new Set<() => void>();

/** Whether a first paint holds the whole sidebar: a small sidebar's does, a large one's folds groups at any depth. */
export function isWhole(items: readonly SidebarItem[]): boolean {
  return items.every((item) => !isFolded(item) && isWhole(item.items ?? []));
}

/** The whole sidebar of the file at `url`, once it is here. */
export function loadedSidebar(url: string): SidebarItem[] | undefined {
  return loaded.get(url);
}

function keep(url: string, items: SidebarItem[]): void {
  if (loaded.get(url) === items) return;
  loaded.set(url, items);
  for (const listener of listeners) listener();
}

/** Records a sidebar the page had whole already (a small sidebar's first paint), so that no page fetches it. */
export function knownSidebar(url: string, items: SidebarItem[]): void {
  if (!loaded.has(url)) keep(url, items);
}

/** Fetches (once) the sidebar's file; null when it cannot be loaded (a later call tries again). */
export function loadSidebar(url: string): Promise<SidebarItem[] | null> {
  const known = loaded.get(url);
  if (known) return Promise.resolve(known);
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<SidebarItem[]>) : null))
      .catch(() => null);
    loading.set(url, pending);
    void pending.then((items) => {
      if (items) keep(url, items);
      else loading.delete(url);
    });
  }
  return pending;
}

/** Calls `listener` when a sidebar has arrived; returns the function that stops it. */
export function onSidebarLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
