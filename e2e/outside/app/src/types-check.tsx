// Not part of the bundle: `tsc` checks that the package's types accept the app's use of every component
// (App.tsx) and reject a wrong prop: each `@ts-expect-error` fails the check if its line type-checks.
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
  type BannerProps,
  type MenuItem,
} from '@atlas-docs/widgets';
import { Legal } from '@atlas-docs/widgets/legal';
import { MermaidDiagram } from '@atlas-docs/widgets/mermaid';
import { markdownToHtml } from '@atlas-docs/widgets/markdown';
import { sanitizeHtml } from '@atlas-docs/widgets/sanitize';

const level: BannerProps['level'] = 'warning';
const items: readonly MenuItem[] = [];
const html: string = sanitizeHtml(markdownToHtml('# Title'));

export const wrongProps = [
  // @ts-expect-error a level that does not exist
  <Banner text="Notice" level="urgent" />,
  // @ts-expect-error the text is a string
  <Banner text={42} />,
  <Banner text="Notice" level={level} />,
  // @ts-expect-error consent changes are 'accepted' or 'rejected'
  <CookieConsent onConsentChange={(value: 'maybe') => value} />,
  // @ts-expect-error the help label is a string
  <Help label={{ text: 'Help' }}>Text</Help>,
  // @ts-expect-error a roll-over needs its trigger label
  <Rollover>Panel</Rollover>,
  // @ts-expect-error scales are numbers
  <PanZoom maxScale="4" />,
  // @ts-expect-error a diagram needs its source
  <MermaidDiagram label="Diagram" />,
  // @ts-expect-error open is a boolean
  <Header open="yes" />,
  // @ts-expect-error the menu needs its items
  <SideMenu label="Menu" />,
  <SideMenu items={items} />,
  // @ts-expect-error list is 'production' or 'pre-production'
  <AppSwitcher list="staging" />,
  // @ts-expect-error user links have a title and a url
  <SignIn userLinks={[{ name: 'Profile' }]} />,
  // @ts-expect-error the order is a list of ids
  <Legal order="privacy,cookies" />,
  html,
];
