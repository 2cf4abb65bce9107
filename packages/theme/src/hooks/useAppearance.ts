import { useCallback, useEffect, useState } from 'react';
import { APPEARANCE_STORAGE_KEY } from '../constants.ts';

/**
 * Light or dark, as set on `<html class="dark">` by the no-flash script before the first paint.
 * Toggling stores the choice, so it is remembered on the next visit.
 */
export function useAppearance(): { isDark: boolean; toggle: () => void } {
  const [isDark, setIsDark] = useState(false);
  useEffect(() => {
    setIsDark(document.documentElement.classList.contains('dark'));
  }, []);
  const toggle = useCallback(() => {
    const next = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(APPEARANCE_STORAGE_KEY, next ? 'dark' : 'light');
    } catch {
      // Storage may be disabled; the choice then lasts for this page only.
    }
    setIsDark(next);
  }, []);
  return { isDark, toggle };
}
