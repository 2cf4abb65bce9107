import type { ComponentType, ReactNode } from 'react';

/** A plugin's component in a named place of the navigation bar (the plugin's `navBar`), with its props. */
export interface NavBarItem {
  name: string;
  Component: ComponentType<Record<string, unknown>>;
  props?: Readonly<Record<string, unknown>>;
}

/** A plugin's logo in the navigation bar's home link (the plugin's `logo`): rendered with `title` besides its props. */
export interface LogoItem {
  Component: ComponentType<Record<string, unknown>>;
  props?: Readonly<Record<string, unknown>>;
}

/** What the site's plugins place in the shell: the navigation bar's items and the logo. */
export interface ShellComponents {
  navBar: readonly NavBarItem[];
  logo: LogoItem | null;
}

/** A named place of the navigation bar: the core's search, or a plugin's item. */
export function NavSlot({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="ad-nav-slot" data-slot={name}>
      {children}
    </div>
  );
}
