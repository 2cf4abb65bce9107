/**
 * Ports of the local servers the browser tests use. `E2E_PORT` moves them all (default 4173), so two
 * test runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT ?? 4173);

/** The real site, built by `npm run build` into dist/. */
export const SITE_PORT = base;
/** A small fixture site with a second locale, built by `npm run build:fixture`. */
export const FIXTURE_PORT = base + 1;
/** The widget demo pages. */
export const WIDGETS_PORT = base + 2;
/** A small site with the shared widgets switched on (banner, cookie consent), built by `npm run build:fixture`. */
export const WIDGETS_SITE_PORT = base + 6;
/** The Atlas API stand-in of the try-it tests; the fixture site's try-it panels send to it. */
export const ATLAS_API_PORT = base + 7;
/** The stand-in of the provider's static host (site lists, and the widget demos same-site with sign-in), HTTPS. */
export const STATIC_HOST_PORT = base + 3;
/** The stand-in of the shared account service, HTTPS with a certificate made for the test run. */
export const ACCESS_PORT = base + 4;

/** Origins of the two stand-ins, as the widgets and the fixture site name them. */
export const STATIC_HOST_ORIGIN = `https://localhost:${STATIC_HOST_PORT}`;
export const ACCESS_ORIGIN = `https://localhost:${ACCESS_PORT}`;
/** The dev servers of `tests/dev*.spec.ts` (`atlas-docs dev` on copies of site folders), one per spec file. */
export const DEV_PORT = base + 14;
export const DEV_OUTSIDE_PORT = base + 15;
/** A port the dev tests hold busy, to see `atlas-docs dev` refuse it clearly. */
export const DEV_BUSY_PORT = base + 16;
/** The static server of the site folder built outside the repository. */
export const OUTSIDE_SERVE_PORT = base + 17;

/** The stand-in of the static host serving the legal pages (e2e/stand-ins/legal-host.ts). */
export const LEGAL_HOST_PORT = base + 5;
/** Its companion under a host name that is not allowed, which must never be asked for anything. */
export const LEGAL_FOREIGN_PORT = base + 8;
/**
 * The outside apps (e2e/outside): the packed widgets package installed into a React 19 app and a React 18.3
 * app, and a page without React that loads widgets.js from a CDN path; HTTPS as `localhost`, same-site with
 * the account-service stand-in, as a site on ripe.net is with access.ripe.net.
 */
export const OUTSIDE_REACT_19_PORT = base + 10;
export const OUTSIDE_REACT_18_PORT = base + 11;
export const OUTSIDE_PLAIN_PORT = base + 12;
/** The "CDN" the page without React loads the package from, on an origin of its own. */
export const OUTSIDE_CDN_PORT = base + 13;
/** The stand-in of Matomo, the analytics the widgets fixture site loads after consent. */
export const MATOMO_PORT = base + 18;
/** Where the fixture site's icon service would be: nothing listens here, so the service is unreachable. */
export const ICON_SERVICE_PORT = base + 19;
/**
 * The outside site (e2e/outside): a folder outside the repository that installs the packed packages, made by
 * `atlas-docs init`, served by its installed command, and previewed by its `dev`.
 */
export const OUTSIDE_SITE_PORT = base + 20;
export const OUTSIDE_SITE_DEV_PORT = base + 21;
