import type { ComponentType, ReactNode } from 'react';

/** A component of a plugin's in a named place of the navigation bar (the plugin's `navBar`). */
export interface NavBarItem {
  name: string;
  Component: ComponentType;
}

/** A named place of the navigation bar: the core's search, or a plugin's item. */
export function NavSlot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="ad-nav-slot" data-slot={name}>
      {children}
    </div>
  );
}
