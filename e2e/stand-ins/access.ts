/**
 * A stand-in for the shared account service (https://access.ripe.net), over HTTPS on 127.0.0.1 with the
 * test run's certificate (support/certificate.ts), so that the sign-in widget's https rule and credentialed
 * CORS really apply:
 *
 *   GET /?originalUrl=…        login: sets the session cookie (HttpOnly, Secure, SameSite=None) and the
 *                              sign-in hint cookie `crowd.ripe.hint=true`, then returns to originalUrl
 *   GET /logout?originalUrl=…  clears both and returns
 *   GET /user/profile          200 { uuid, firstName, lastName } with a session, 401 without
 *   GET /picture/{uuid}        the profile picture (SVG)
 *   GET /profile               the profile page
 *
 * CORS with credentials done right: the request's exact Origin echoed (loopback origins only),
 * `Access-Control-Allow-Credentials: true` and `Vary: Origin`.
 *
 * Switches live in the cookie `standin-access` (a comma-separated list), which the browser sends with the
 * credentialed profile call, so each browser context (each test) has its own:
 *   401, 500       the profile call answers that status
 *   slow           the profile call answers after 3000 ms
 *   huge           the profile call answers with 10 MB of JSON (hostile-sizes.ts)
 *   cors           a CORS misconfiguration: `Access-Control-Allow-Origin: *` with credentials
 *   picture-fail   the picture answers 404
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { hugeProfile } from './hostile-sizes.ts';
import { serveHttps, type HttpsStandIn } from './https.ts';

export const SESSION_COOKIE = 'standin-session';
export const HINT_COOKIE = 'crowd.ripe.hint';
export const SWITCH_COOKIE = 'standin-access';
export const SLOW_MS = 3000;
export const PROFILE = { uuid: 'a1b2c3d4-0000-4000-8000-00000000beef', firstName: 'Ada', lastName: 'Lovelace' };

function cookies(request: IncomingMessage): Map<string, string> {
  const jar = new Map<string, string>();
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), decodeURIComponent(pair.slice(at + 1).trim()));
  }
  return jar;
}

/** Only loopback pages may ask with credentials, and only they are sent back to after login and logout. */
function isLoopback(url: string | undefined): boolean {
  if (!url) return false;
  try {
    const { protocol, hostname } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && (hostname === 'localhost' || hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b5cad"/><circle cx="16" cy="12" r="6" fill="#fff"/><path d="M4 30c2-7 22-7 24 0" fill="#fff"/></svg>`;

export type AccessService = HttpsStandIn;

export async function startAccessService(options: { port: number }): Promise<AccessService> {
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'https://localhost');
    const jar = cookies(request);
    const switches = new Set((jar.get(SWITCH_COOKIE) ?? '').split(','));
    const origin = request.headers.origin;
    const headers: Record<string, string> = { 'Cache-Control': 'no-store', Vary: 'Origin' };
    if (switches.has('cors')) {
      headers['Access-Control-Allow-Origin'] = '*';
      headers['Access-Control-Allow-Credentials'] = 'true';
    } else if (origin && isLoopback(origin)) {
      headers['Access-Control-Allow-Origin'] = origin;
      headers['Access-Control-Allow-Credentials'] = 'true';
    }
    const send = (status: number, type: string, body: string, extra: Record<string, string | string[]> = {}) => {
      response.writeHead(status, { ...headers, 'Content-Type': type, ...extra }).end(body);
    };
    const back = (extra: Record<string, string | string[]>) => {
      const original = url.searchParams.get('originalUrl') ?? undefined;
      const target = isLoopback(original) ? original! : '/profile';
      response.writeHead(302, { ...headers, Location: target, ...extra }).end();
    };

    if (request.method === 'OPTIONS') {
      return send(204, 'text/plain', '', {
        'Access-Control-Allow-Headers': 'Accept',
        'Access-Control-Allow-Methods': 'GET',
      });
    }
    switch (true) {
      case url.pathname === '/':
        return back({
          'Set-Cookie': [
            `${SESSION_COOKIE}=${PROFILE.uuid}; Path=/; HttpOnly; Secure; SameSite=None`,
            `${HINT_COOKIE}=true; Path=/; SameSite=Lax`,
          ],
        });
      case url.pathname === '/logout':
        return back({
          'Set-Cookie': [
            `${SESSION_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=None; Max-Age=0`,
            `${HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`,
          ],
        });
      case url.pathname === '/user/profile': {
        if (switches.has('slow')) await delay(SLOW_MS);
        if (switches.has('500')) return send(500, 'application/json', '{"error":"stand-in asked for a 500"}');
        if (switches.has('401') || jar.get(SESSION_COOKIE) !== PROFILE.uuid) {
          return send(401, 'application/json', '{"error":"not signed in"}');
        }
        if (switches.has('huge')) return send(200, 'application/json', hugeProfile());
        return send(200, 'application/json', JSON.stringify(PROFILE));
      }
      case url.pathname.startsWith('/picture/'):
        if (switches.has('picture-fail')) return send(404, 'text/plain', 'No picture');
        return send(200, 'image/svg+xml', PICTURE);
      case url.pathname === '/profile':
        return send(200, 'text/html; charset=utf-8', '<!doctype html><title>Profile</title><h1>Profile</h1>');
      default:
        return send(404, 'text/plain', 'Not found');
    }
  };

  return serveHttps(options.port, handle);
}
