import { Suspense, useSyncExternalStore, type ComponentType } from 'react';

/** A plugin's `deferred` component: a lazy component, a chunk of its own, with its props. */
export interface DeferredItem {
  Component: ComponentType<Record<string, unknown>>;
  props: Readonly<Record<string, unknown>>;
}

const subscribeToNothing = (): (() => void) => () => {};
const isClient = (): boolean => true;
const isServer = (): boolean => false;

/**
 * The plugins' `deferred` components (a consent banner, an analytics tracker), first in the shell: they
 * depend on the reader (their cookies, their choice), so they are never in the prerendered HTML and load once
 * the page has hydrated.
 */
export function Deferred({ items }: { items: readonly DeferredItem[] }) {
  // False on the server and while hydrating, true afterwards.
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  if (!hydrated || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {items.map(({ Component, props }, i) => (
        <Component key={i} {...props} />
      ))}
    </Suspense>
  );
}
