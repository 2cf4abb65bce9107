export { AppSwitcher, type AppSwitcherProps } from './AppSwitcher.tsx';
export { cleanSiteName, cleanSiteUrl, isCurrentSite, loadSites, parseSites, sitesListUrl } from './sites.ts';
export type { LoadSitesOptions, LoadedSites } from './sites.ts';
export { useSites, type SitesState } from './useSites.ts';
export { GridIcon as AppSwitcherIcon } from '../icons.tsx';
