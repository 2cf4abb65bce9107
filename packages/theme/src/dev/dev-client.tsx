/**
 * The dev server's browser side, loaded only by `atlas-docs dev` next to the shell's entry: it listens on
 * Vite's hot-update channel, loads again the data of the page on screen when its sources change (the
 * shell swaps it in place, keeping the scroll position and open disclosures), refreshes the code
 * stylesheet and shows the site's problems in an overlay.
 */
import { useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { onPageShown, pageDataChanged } from '../router/router.ts';
import { DevOverlay } from './DevOverlay.tsx';
import { DEV_CODE_CSS, DEV_CODE_CSS_ID, problemsOfPage, type DevEvents, type DevProblem } from './messages.ts';

/** The current problems and the page on screen, as a store the overlay subscribes to. */
function createDevStore() {
  let state = { problems: [] as DevProblem[], path: window.location.pathname };
  const listeners = new Set<() => void>();
  const set = (next: Partial<typeof state>): void => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    set,
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const store = createDevStore();

function Overlay() {
  const { problems, path } = useSyncExternalStore(store.subscribe, store.get);
  const shown = problemsOfPage(problems, path);
  // Dismissed until the problems of the page change: a new one, or the same again after a fix, opens it again.
  const key = JSON.stringify(shown);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (shown.length === 0 && dismissed !== null) setDismissed(null);
  return <DevOverlay problems={shown} open={dismissed !== key} onDismiss={() => setDismissed(key)} />;
}

function reloadCodeCss(version: number): void {
  const link = document.getElementById(DEV_CODE_CSS_ID);
  if (!(link instanceof HTMLLinkElement)) return;
  // The new sheet replaces the old one once it has loaded, so the code never shows unstyled.
  const next = link.cloneNode() as HTMLLinkElement;
  next.href = `${DEV_CODE_CSS}?v=${version}`;
  next.addEventListener('load', () => link.remove(), { once: true });
  link.after(next);
}

const hot = import.meta.hot;
if (hot) {
  const container = document.createElement('div');
  container.id = 'ad-dev-overlay-root';
  document.body.append(container);
  createRoot(container).render(<Overlay />);
  onPageShown((path) => store.set({ path }));
  window.addEventListener('popstate', () => store.set({ path: window.location.pathname }));

  const on = <K extends keyof DevEvents>(event: K, handle: (data: DevEvents[K]) => void): void => hot.on(event, handle);
  on('atlas:pages', ({ paths }) => pageDataChanged(paths));
  on('atlas:problems', ({ problems }) => store.set({ problems }));
  on('atlas:code-css', ({ version }) => reloadCodeCss(version));
  hot.on('vite:ws:connect', () => hot.send('atlas:hello', {}));
  hot.send('atlas:hello', {});
}
