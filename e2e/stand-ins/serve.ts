/**
 * Starts the stand-ins of Matomo, the static host and the account service on their ports (support/ports.ts),
 * as the `webServer` of playwright.config.ts does: `npx tsx e2e/stand-ins/serve.ts`.
 */
import {
  ACCESS_PORT,
  FIXTURE_PORT,
  MATOMO_PORT,
  STATIC_HOST_ORIGIN,
  STATIC_HOST_PORT,
  WIDGETS_PORT,
} from '../support/ports.ts';
import { DEMO_CSP, demoDir } from '../widgets/serve.ts';
import { startAccessService } from './access.ts';
import { startMatomo } from './matomo.ts';
import { startStaticHost } from './static-host.ts';

// First: the test run starts once the static host answers.
const matomo = await startMatomo({ port: MATOMO_PORT });

const staticHost = await startStaticHost({
  port: STATIC_HOST_PORT,
  localSites: [
    { name: 'Widget demos', url: `${STATIC_HOST_ORIGIN}/` },
    { name: 'Fixture Docs', url: `http://127.0.0.1:${FIXTURE_PORT}/` },
  ],
  // The widget demos as staged by the demo server (e2e/widgets/serve.ts), which starts beside this one.
  pages: () => demoDir(WIDGETS_PORT),
  pageHeaders: { 'Content-Security-Policy': DEMO_CSP },
});
const access = await startAccessService({ port: ACCESS_PORT });
console.log(
  `Static host stand-in on ${staticHost.url}, account service stand-in on ${access.url}, Matomo stand-in on ${matomo.url}`,
);
