import { useCallback, useSyncExternalStore } from 'react';
import { APPEARANCE_STORAGE_KEY } from '../constants.ts';

/** `html.dark` is the one source of truth: every switch (navigation bar, navigation screen) follows it. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDarkNow = (): boolean => document.documentElement.classList.contains('dark');
// The server cannot know; hydration starts light and then reads the class set by the no-flash script.
const isDarkOnServer = (): boolean => false;

/**
 * Light or dark, as set on `<html class="dark">` by the no-flash script before the first paint.
 * Toggling stores the choice, so it is remembered on the next visit.
 */
export function useAppearance(): { isDark: boolean; toggle: () => void } {
  const isDark = useSyncExternalStore(subscribe, isDarkNow, isDarkOnServer);
  const toggle = useCallback(() => {
    const next = !isDarkNow();
    document.documentElement.classList.toggle('dark', next);
    // `light` keeps the widgets light where the reader's system prefers dark (their tokens follow it otherwise).
    document.documentElement.classList.toggle('light', !next);
    try {
      localStorage.setItem(APPEARANCE_STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // Storage may be disabled; the choice then lasts for this page only.
    }
  }, []);
  return { isDark, toggle };
}
