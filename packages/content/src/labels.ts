import type { Labels } from './types.ts';

/** The interface texts of the spec (section 9), in English. */
export const DEFAULT_LABELS: Labels = {
  outlineTitle: 'On this page',
  returnToTop: 'Return to top',
  menu: 'Menu',
  skipToContent: 'Skip to content',
  prevPage: 'Previous page',
  nextPage: 'Next page',
  lastUpdated: 'Last updated',
  editLink: 'Edit this page',
  appearance: 'Appearance',
  changeLanguage: 'Change language',
  sidebarMenu: 'Sidebar navigation',
  sidebarGroup: 'Pages under {text}',
  pageNavigation: 'Page navigation',
  mainNavigation: 'Main navigation',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
  notFoundTitle: 'PAGE NOT FOUND',
  notFoundQuote:
    "But if you don't change your direction, and if you keep looking, you may end up where you are heading.",
  takeMeHome: 'Take me home',
  customDocTitle: 'Custom Doc',
  fileName: 'File',
  unknownFile: 'Unknown',
  search: 'Search',
  copyPage: 'Copy page',
  pageCopied: 'Copied',
  copyFailed: 'Could not copy the page',
  viewAsMarkdown: 'View as markdown',
};
