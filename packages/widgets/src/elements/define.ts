import { AppSwitcherElement } from './AppSwitcherElement.tsx';
import { BannerElement } from './BannerElement.tsx';
import { CookieConsentElement } from './CookieConsentElement.tsx';
import { HeaderElement } from './HeaderElement.tsx';
import { HelpElement } from './HelpElement.tsx';
import { LegalElement } from './LegalElement.tsx';
import { MermaidElement } from './MermaidElement.tsx';
import { PanZoomElement } from './PanZoomElement.tsx';
import { RolloverElement } from './RolloverElement.tsx';
import { SideMenuElement } from './SideMenuElement.tsx';
import { SignInElement } from './SignInElement.tsx';

/** The custom elements and their names. */
export const ELEMENTS = {
  'ripe-banner': BannerElement,
  'ripe-cookie-consent': CookieConsentElement,
  'ripe-help': HelpElement,
  'ripe-rollover': RolloverElement,
  'ripe-pan-zoom': PanZoomElement,
  'ripe-mermaid': MermaidElement,
  'ripe-header': HeaderElement,
  'ripe-side-menu': SideMenuElement,
  'ripe-app-switcher': AppSwitcherElement,
  'ripe-sign-in': SignInElement,
  'ripe-legal': LegalElement,
} as const;

/** Defines every `ripe-*` element that is not defined yet (a page may load widgets.js twice). */
export function defineWidgets(registry: CustomElementRegistry = customElements): void {
  for (const [name, element] of Object.entries(ELEMENTS)) {
    if (!registry.get(name)) registry.define(name, element);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ripe-banner': BannerElement;
    'ripe-cookie-consent': CookieConsentElement;
    'ripe-help': HelpElement;
    'ripe-rollover': RolloverElement;
    'ripe-pan-zoom': PanZoomElement;
    'ripe-mermaid': MermaidElement;
    'ripe-header': HeaderElement;
    'ripe-side-menu': SideMenuElement;
    'ripe-app-switcher': AppSwitcherElement;
    'ripe-sign-in': SignInElement;
    'ripe-legal': LegalElement;
  }
}
