import { startTransition, useEffect, useState } from 'react';
import { useShell } from '../context.ts';
import { whenIdle } from '../when-idle.ts';
import type * as NavWidgetsModule from '../islands/nav-widgets.ts';

type NavWidgets = typeof NavWidgetsModule;

let loading: Promise<NavWidgets> | undefined;
const loadNavWidgets = (): Promise<NavWidgets> => (loading ??= import('../islands/nav-widgets.ts'));

/** The widgets' module once the page has hydrated; null on the server and in the hydrating render. */
function useNavWidgets(): NavWidgets | null {
  const [widgets, setWidgets] = useState<NavWidgets | null>(null);
  useEffect(() => {
    let live = true;
    // Not urgent: loading starts when the browser is idle, and their first render is a transition, which
    // yields to the browser instead of blocking it.
    const cancel = whenIdle(() => {
      loadNavWidgets().then(
        (loaded) => live && startTransition(() => setWidgets(loaded)),
        (error: unknown) => console.error('The navigation bar widgets failed to load:', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return widgets;
}

/**
 * The application switcher of the navigation bar (slot 'app-switcher'), on the site's static host and list.
 * Its box is reserved in the server's HTML, so nothing moves when it arrives.
 */
export function AppSwitcherNav() {
  const { site } = useShell();
  const widgets = useNavWidgets();
  return (
    <span className="ad-nav-widget" data-widget="app-switcher">
      {widgets && <widgets.AppSwitcher staticHost={site.services.static} list={site.sitesList} />}
    </span>
  );
}

/** The sign-in widget of the navigation bar (slot 'sign-in'), on the site's account service; compact. */
export function SignInNav() {
  const { site } = useShell();
  const widgets = useNavWidgets();
  return (
    <span className="ad-nav-widget" data-widget="sign-in">
      {widgets && <widgets.SignIn accessUrl={site.services.access} compact />}
    </span>
  );
}
