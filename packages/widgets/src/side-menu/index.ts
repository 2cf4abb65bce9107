export { SideMenu, type SideMenuProps } from './SideMenu.tsx';
export { initiallyExpanded, normaliseMenu, opensNewTab, toggleExpanded, type MenuItem } from './model.ts';
