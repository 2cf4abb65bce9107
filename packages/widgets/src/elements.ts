/**
 * The entry of widgets.js for pages without React: the stylesheets (emitted as widgets.css) and every
 * `ripe-*` custom element, defined on load. Mermaid stays out of this bundle until a diagram needs it.
 */
import './styles.ts';
import './elements/elements.css';
import { defineWidgets } from './elements/define.ts';

defineWidgets();

export { ELEMENTS, defineWidgets } from './elements/define.ts';
export { WidgetElement } from './elements/WidgetElement.ts';
export type { BannerDismissDetail } from './elements/BannerElement.tsx';
export type { CookieConsentDetail } from './elements/CookieConsentElement.tsx';
export type { ToggleDetail } from './elements/HelpElement.tsx';
export type { SideMenuSelectDetail } from './elements/SideMenuElement.tsx';
export type { SignInStateDetail } from './elements/SignInElement.tsx';
export type { MermaidRenderDetail } from './elements/MermaidElement.tsx';
export { renderMermaid, unmountMermaid } from './mermaid/render-mermaid.tsx';
