import { createContext, useContext } from 'react';
import type { OutlineNode } from '@atlas-docs/content/rules';
import type { LocaleShellData, ShellPage, SiteData } from '@atlas-docs/content/types';
import type { ShellComponents } from './components/NavSlot.tsx';

export interface ShellState {
  page: ShellPage;
  site: SiteData;
  locale: LocaleShellData;
  /** The page's outline, made once per page for the aside and the narrow screens' dropdown. */
  outline: OutlineNode[];
  /** Client-side navigation to a URL of this site; falls back to a full load when the page has no data. */
  navigate: (url: string) => void;
  /** What the site's plugins place in the shell: the navigation bar's items, in order, and the logo. */
  components: ShellComponents;
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
