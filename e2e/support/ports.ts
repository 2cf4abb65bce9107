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
/** The stand-in of the static host serving the legal pages (e2e/stand-ins/legal-host.ts). */
export const LEGAL_HOST_PORT = base + 5;
/** Its companion under a host name that is not allowed, which must never be asked for anything. */
export const LEGAL_FOREIGN_PORT = base + 6;
