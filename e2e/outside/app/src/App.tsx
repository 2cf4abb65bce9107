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
import { useState } from 'react';
import { SERVICES } from './services.ts';

const MENU = normaliseMenu([
  { id: 'home', title: 'Home', url: '/' },
  {
    id: 'probes',
    title: 'Probes',
    children: [
      { id: 'map', title: 'Probe map', url: '/probes/map' },
      { id: 'hosting', title: 'Hosting a probe', url: '/probes/hosting' },
    ],
  },
  { id: 'docs', title: 'Documentation', url: 'https://atlas.ripe.net/docs/', external: true },
]);

const DIAGRAM = `graph LR
  probe[Probe] --> controller[Controller]
  controller --> results[(Results)]`;

/** Every widget of the package, as a React app of another RIPE NCC site would use them. */
export function App() {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <>
      <Banner id="outside-notice" text="Scheduled maintenance on Saturday." linkUrl="/status" linkText="Status" />
      <Header open={menuOpen} onOpenChange={setMenuOpen} menuId="main-menu" homeUrl="/">
        <AppSwitcher staticHost={SERVICES.failingStaticHost} />
        <SignIn accessUrl={SERVICES.access} userLinks={[{ title: 'My measurements', url: '/measurements/' }]} />
      </Header>
      <div className="outside-page">
        <SideMenu items={MENU} id="main-menu" open={menuOpen} onOpenChange={setMenuOpen} />
        <main id="main-content" className="outside-main">
          <h1>Widgets in a React app</h1>
          <p>
            Probe IDs <Help label="About probe IDs">Every probe has a number, shown on its page.</Help> identify a
            probe.
          </p>
          <p>
            <Rollover label="Credits">Credits pay for measurements.</Rollover> are earned by hosting a probe.
          </p>
          <PanZoom label="Network map">
            <svg viewBox="0 0 200 100" width="200" height="100" role="img" aria-label="Two probes">
              <circle cx="50" cy="50" r="20" />
              <circle cx="150" cy="50" r="20" />
            </svg>
          </PanZoom>
          <MermaidDiagram source={DIAGRAM} label="How a measurement flows" />
          <Legal appname="ripe" staticHost={SERVICES.legalHost} />
        </main>
      </div>
      <CookieConsent policyUrl="/cookies" />
    </>
  );
}
