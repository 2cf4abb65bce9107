/**
 * A local stand-in for Matomo, the analytics of RIPE NCC's sites: a real HTTP server on 127.0.0.1 that
 * serves a tracker script (`/matomo.js`) and takes its tracking requests (`/matomo.php`), so the browser
 * tests see every request a page makes to the analytics host, with the page's content security policy.
 *
 * The script follows the consent rules of Matomo's JavaScript tracker (developer.matomo.org, "Tracking &
 * Cookie Consent"): the queue's setup commands apply first, in Matomo's order (`requireConsent` before
 * `setConsentGiven`, whatever their places in `_paq`); under `requireConsent` it sends nothing and stores
 * no cookie until `setConsentGiven`, and then sends the page views it held back; without it, it tracks at
 * once. Like Matomo it stores a first-party `_pk_id.<site>.<hash>` cookie when it may track. The commands it
 * applied are in `window.__matomoStandIn.commands`, for the tests.
 */
import { createServer, type Server } from 'node:http';

const TRACKER = String.raw`(() => {
  const FIRST = ['setTrackerUrl', 'setSiteId', 'enableLinkTracking', 'requireConsent', 'setConsentGiven'];
  const state = { trackerUrl: '', siteId: '', required: false, given: false, url: '', title: '', referrer: '', held: [] };
  const record = (window.__matomoStandIn = { commands: [] });
  const store = () => {
    document.cookie = '_pk_id.' + state.siteId + '.1f2e=0a1b2c3d4e5f6a7b.1700000000.; Max-Age=33955200; Path=/; SameSite=Lax';
  };
  const send = (view) => {
    const query = new URLSearchParams({ idsite: state.siteId, rec: '1', url: view.url, action_name: view.title });
    if (view.referrer) query.set('urlref', view.referrer);
    new Image().src = state.trackerUrl + '?' + query;
  };
  const methods = {
    requireConsent: () => (state.required = true),
    setConsentGiven: () => {
      state.given = true;
      store();
      for (const view of state.held.splice(0)) send(view);
    },
    setTrackerUrl: (url) => (state.trackerUrl = url),
    setSiteId: (id) => (state.siteId = String(id)),
    setCustomUrl: (url) => (state.url = url),
    setDocumentTitle: (title) => (state.title = title),
    setReferrerUrl: (url) => (state.referrer = url),
    enableLinkTracking: () => {},
    trackPageView: () => {
      const view = { url: state.url || location.href, title: state.title || document.title, referrer: state.referrer };
      if (state.required && !state.given) return state.held.push(view);
      store();
      send(view);
    },
  };
  const apply = (command) => {
    if (!Array.isArray(command) || typeof command[0] !== 'string') return;
    record.commands.push(command[0]);
    methods[command[0]]?.(...command.slice(1));
  };
  const queue = Array.isArray(window._paq) ? window._paq : [];
  const first = FIRST.flatMap((name) => queue.filter((command) => command[0] === name));
  for (const command of [...first, ...queue.filter((command) => !first.includes(command))]) apply(command);
  window._paq = { push: (...commands) => commands.forEach(apply) };
})();
`;

/** A 1×1 transparent GIF, what Matomo answers a tracking request with. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface MatomoStandIn {
  /** Matomo's URL as the site config names it: `http://127.0.0.1:<port>/`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the Matomo stand-in on a port (0: any free one). */
export async function startMatomo({ port }: { port: number }): Promise<MatomoStandIn> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === '/matomo.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(TRACKER);
    } else if (path === '/matomo.php') {
      res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
      res.end(PIXEL);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
