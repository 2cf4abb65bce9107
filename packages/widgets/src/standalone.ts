/**
 * The entry of widgets.js, for pages without React: the stylesheets (emitted as widgets.css), React, and the
 * `ripe-*` custom elements. The elements of every page's frame (banner, cookie consent, header, side menu,
 * application switcher, sign-in) are defined at once; the others load as chunks, relative to widgets.js,
 * when the first of their kind is in the page (Mermaid itself only once a diagram renders).
 */
import './styles.ts';
import './elements/elements.css';
import { AppSwitcherElement } from './elements/AppSwitcherElement.tsx';
import { BannerElement } from './elements/BannerElement.tsx';
import { CookieConsentElement } from './elements/CookieConsentElement.tsx';
import { defineOnDemand } from './elements/define-on-demand.ts';
import { HeaderElement } from './elements/HeaderElement.tsx';
import { SideMenuElement } from './elements/SideMenuElement.tsx';
import { SignInElement } from './elements/SignInElement.tsx';

const AT_ONCE: Record<string, CustomElementConstructor> = {
  'ripe-banner': BannerElement,
  'ripe-cookie-consent': CookieConsentElement,
  'ripe-header': HeaderElement,
  'ripe-side-menu': SideMenuElement,
  'ripe-app-switcher': AppSwitcherElement,
  'ripe-sign-in': SignInElement,
};

for (const [name, element] of Object.entries(AT_ONCE)) {
  if (!customElements.get(name)) customElements.define(name, element);
}

defineOnDemand({
  'ripe-help': () => import('./elements/HelpElement.tsx').then((module) => module.HelpElement),
  'ripe-rollover': () => import('./elements/RolloverElement.tsx').then((module) => module.RolloverElement),
  'ripe-pan-zoom': () => import('./elements/PanZoomElement.tsx').then((module) => module.PanZoomElement),
  'ripe-mermaid': () => import('./elements/MermaidElement.tsx').then((module) => module.MermaidElement),
  'ripe-legal': () => import('./elements/LegalElement.tsx').then((module) => module.LegalElement),
});
