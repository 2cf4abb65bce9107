import { createContext, useContext } from 'react';
import type { LocaleShellData, ShellPage, SiteData } from '@atlas-docs/content/types';
import type { NavBarItem } from './components/NavSlot.tsx';

export interface ShellState {
  page: ShellPage;
  site: SiteData;
  locale: LocaleShellData;
  /** Client-side navigation to a URL of this site; falls back to a full load when the page has no data. */
  navigate: (url: string) => void;
  /** The navigation bar's items of the site's plugins, in order. */
  navBar: readonly NavBarItem[];
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShell() must be used inside <App>.');
  return state;
}

/** The interface texts of the current locale. */
export function useLabels(): LocaleShellData['labels'] {
  return useShell().locale.labels;
}
