/**
 * The React entry of the shared widgets: components with their props, the hooks they are built from, the
 * sanitiser and the remote-text fetch. Styles: import `@atlas-docs/widgets/styles` once in the browser
 * bundle. The custom elements are in `@atlas-docs/widgets/elements`, Markdown in `…/markdown`.
 */
export * from './banner/index.ts';
export * from './cookie-consent/index.ts';
export * from './help/index.ts';
export * from './rollover/index.ts';
export * from './pan-zoom/index.ts';
export * from './mermaid/index.ts';
export * from './header/index.ts';
export * from './side-menu/index.ts';
export * from './app-switcher/index.ts';
export * from './sign-in/index.ts';
export { useDropdown, type DropdownOptions } from './hooks/useDropdown.ts';
export { useMediaQuery } from './hooks/useMediaQuery.ts';
export * from './legal/index.ts';
export { useControllableState, type ControllableStateOptions } from './hooks/useControllableState.ts';
export * from './sanitize/index.ts';
export * from './config.ts';
