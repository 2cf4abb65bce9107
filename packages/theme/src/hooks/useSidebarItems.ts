import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PageSidebar, SidebarItem } from '@atlas-docs/content/types';
import { isWhole, knownSidebar, loadedSidebar, loadSidebar, onSidebarLoaded } from '../router/sidebars.ts';

export interface SidebarItems {
  items: SidebarItem[];
  /** Starts loading the whole sidebar, on a reader's first sign of using it; harmless when it is here. */
  load: () => void;
}

const noItems = (): undefined => undefined;

/**
 * The items a page's sidebar shows: the first paint of its HTML until the whole sidebar is here (a small
 * sidebar's first paint is whole). The whole one arrives on the reader's first sign of using the sidebar
 * (`load`), or with the data of the next page; groups keep their state as it comes, so nothing moves.
 */
export function useSidebarItems(sidebar: PageSidebar): SidebarItems {
  const { url, firstPaint } = sidebar;
  const whole = useSyncExternalStore(onSidebarLoaded, () => loadedSidebar(url), noItems);
  useEffect(() => {
    if (firstPaint && isWhole(firstPaint)) knownSidebar(url, firstPaint);
  }, [url, firstPaint]);
  const load = useCallback(() => void loadSidebar(url), [url]);
  return { items: whole ?? firstPaint ?? [], load };
}
