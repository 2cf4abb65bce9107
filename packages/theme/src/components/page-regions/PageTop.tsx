import type { ComponentType } from 'react';
import { usePageTopHeight } from './usePageTopHeight.ts';

/** A plugin's component above the navigation bar (its `top`), with the props it renders with. */
export interface TopItem {
  Component: ComponentType<Record<string, unknown>>;
  props: Readonly<Record<string, unknown>>;
}

/**
 * The page's top region: the plugins' `top` components (a notice banner), above the navigation bar. It is in
 * its own root, before the shell's, rendered at build time and hydrated; it stays at the top with the bar.
 */
export function PageTop({ items }: { items: readonly TopItem[] }) {
  usePageTopHeight();
  return items.map(({ Component, props }, i) => <Component key={i} {...props} />);
}
