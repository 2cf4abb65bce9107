export { App, type AppProps } from './App.tsx';
export type { NavBarItem } from './components/NavSlot.tsx';
export { SearchNav } from './components/search/SearchNav.tsx';
export { useSearch, type Search, type SearchState } from './hooks/useSearch.ts';
export { registerIsland, mountIslands, type IslandContext, type IslandModule } from './islands.ts';
export { useShell, useLabels, type ShellState } from './context.ts';
export { useRouteChange } from './hooks/useRouteChange.ts';
export { useDisclosure, type Disclosure } from './hooks/useDisclosure.ts';
export * from './constants.ts';
