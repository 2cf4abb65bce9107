import type { ComponentType } from 'react';

/** Named places in the navigation bar that other packages fill (search, application switcher, sign-in). */
export type NavSlotName = 'search' | 'app-switcher' | 'sign-in';

const slots = new Map<NavSlotName, ComponentType>();

/** Fills a named place of the navigation bar with a component, on the server and in the browser alike. */
export function registerNavSlot(name: NavSlotName, component: ComponentType): void {
  slots.set(name, component);
}

export function NavSlot({ name }: { name: NavSlotName }) {
  const Component = slots.get(name);
  return (
    <div className="ad-nav-slot" data-slot={name}>
      {Component && <Component />}
    </div>
  );
}
