// Renders every React component of the package to a string in Node, as a server-rendering app would, from
// the installed package (its Node resolution, its ES modules). Prints one line per component; exits 1 on
// a component that throws or renders nothing.
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  AppSwitcher,
  Banner,
  CookieConsent,
  Header,
  Help,
  PanZoom,
  Rollover,
  SideMenu,
  SignIn,
  normaliseMenu,
} from '@atlas-docs/widgets';
import { Legal } from '@atlas-docs/widgets/legal';
import { MermaidDiagram } from '@atlas-docs/widgets/mermaid';
import { markdownToHtml } from '@atlas-docs/widgets/markdown/node';

const components = {
  Banner: h(Banner, { id: 'ssr', text: 'Notice' }),
  CookieConsent: h(CookieConsent, {}),
  Header: h(Header, { menuId: 'menu' }, h(AppSwitcher, {}), h(SignIn, {})),
  SideMenu: h(SideMenu, { items: normaliseMenu([{ id: 'home', title: 'Home', url: '/' }]), open: true }),
  AppSwitcher: h(AppSwitcher, {}),
  SignIn: h(SignIn, {}),
  Help: h(Help, { label: 'About' }, 'Help text'),
  Rollover: h(Rollover, { label: 'Trigger' }, 'Panel'),
  PanZoom: h(PanZoom, { label: 'Area' }, h('p', null, 'Drawing')),
  MermaidDiagram: h(MermaidDiagram, { source: 'graph LR\n  a --> b' }),
  Legal: h(Legal, {
    sections: [{ id: 'cookies', title: 'Cookies', content: markdownToHtml('**Only** what is needed.') }],
  }),
};

let failed = false;
for (const [name, element] of Object.entries(components)) {
  try {
    const html = renderToString(element);
    if (html.length === 0) throw new Error('rendered nothing');
    console.log(`${name}: ${html.length} characters`);
  } catch (error) {
    failed = true;
    console.log(`${name}: FAILED ${error instanceof Error ? error.stack : String(error)}`);
  }
}
process.exitCode = failed ? 1 : 0;
