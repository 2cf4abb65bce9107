import type { ReactNode } from 'react';

/** Named places in the navigation bar that other packages fill (search, application switcher, sign-in). */
export type NavSlotName = 'search' | 'app-switcher' | 'sign-in';

const slots = new Map<NavSlotName, () => ReactNode>();

/** Fills a named place of the navigation bar, on the server and in the browser alike. */
export function registerNavSlot(name: NavSlotName, render: () => ReactNode): void {
  slots.set(name, render);
}

export function NavSlot({ name }: { name: NavSlotName }) {
  return (
    <div className="ad-nav-slot" data-slot={name}>
      {slots.get(name)?.()}
    </div>
  );
}
