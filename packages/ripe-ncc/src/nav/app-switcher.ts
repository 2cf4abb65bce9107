// The navigation bar item of the plugin `appSwitcher()`.
export { AppSwitcherNav as default } from './ServiceNav.tsx';
