// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSignInState, hasSignInHint, initials } from '../src/sign-in/profile.ts';
import { SignIn } from '../src/sign-in/SignIn.tsx';
import {
  accessBase,
  forceHttps,
  loginHref,
  logoutHref,
  parseUserLinks,
  pictureHref,
  profileApiUrl,
  signInMenu,
} from '../src/sign-in/urls.ts';
import { axeViolations, installMatchMedia } from './helpers.ts';

const HERE = 'https://atlas.ripe.net/docs/?a=1&b=2#top';
const ENCODED = encodeURIComponent(HERE);
const PROFILE = { uuid: 'u-1', firstName: 'Ada', lastName: 'Lovelace' };

describe('URL rules', () => {
  it('forces the access URL to https', () => {
    expect(forceHttps('http://access.example')).toBe('https://access.example');
    expect(forceHttps('//access.example/x')).toBe('https://access.example/x');
    expect(forceHttps('access.example')).toBe('https://access.example');
    expect(forceHttps('https://access.example')).toBe('https://access.example');
    expect(accessBase(undefined)).toBe('https://access.ripe.net');
  });

  it.each([
    ['localhost:5622/access/', 'https://localhost:5622/access/'],
    ['localhost:5622', 'https://localhost:5622'],
    ['localhost:5622?x=1', 'https://localhost:5622?x=1'],
    ['localhost:5622#top', 'https://localhost:5622#top'],
    ['access.example:8443/x', 'https://access.example:8443/x'],
    ['Access.Example:8443', 'https://Access.Example:8443'],
    ['  localhost:5622/access/  ', 'https://localhost:5622/access/'],
    ['http://localhost:5622/access/', 'https://localhost:5622/access/'],
    ['https://localhost:5622/access/', 'https://localhost:5622/access/'],
    ['HTTP://access.example', 'https://access.example'],
    ['//localhost:5622/access/', 'https://localhost:5622/access/'],
    ['http:localhost:5622/access/', 'https://localhost:5622/access/'],
    ['http:\\\\access.example\\x', 'https://access.example\\x'],
    ['127.0.0.1:5622/access', 'https://127.0.0.1:5622/access'],
    ['[::1]:5622/access', 'https://[::1]:5622/access'],
    ['user@localhost:5622/access', 'https://user@localhost:5622/access'],
    ['access.example/path:8080', 'https://access.example/path:8080'],
    ['ftp://access.example', 'https://access.example'],
    ['http:8080/x', 'https://8080/x'],
    ['localhost', 'https://localhost'],
  ])('forces %j to https as %j, keeping a scheme-less host and port', (input, expected) => {
    expect(forceHttps(input)).toBe(expected);
    expect(new URL(forceHttps(input)).protocol).toBe('https:');
    expect(accessBase('http://localhost:8443/')).toBe('https://localhost:8443');
  });

  it('builds login and logout with the encoded originalUrl', () => {
    expect(loginHref({}, HERE)).toBe(`https://access.ripe.net/?originalUrl=${ENCODED}`);
    expect(loginHref({ loginUrl: 'https://login.example/sso/' }, HERE)).toBe(
      `https://login.example/sso/?originalUrl=${ENCODED}`,
    );
    expect(logoutHref({ accessUrl: 'http://access.example' }, HERE)).toBe(
      `https://access.example/logout?originalUrl=${ENCODED}`,
    );
    expect(
      logoutHref({ logoutUrl: 'https://out.example/bye?x=1', logoutRedirectUrl: 'https://www.ripe.net/' }, HERE),
    ).toBe(`https://out.example/bye?x=1&originalUrl=${encodeURIComponent('https://www.ripe.net/')}`);
  });

  it('names the profile call, the profile page and the picture', () => {
    expect(profileApiUrl({})).toBe('https://access.ripe.net/user/profile');
    expect(pictureHref({}, 'a b')).toBe('https://access.ripe.net/picture/a%20b');
    expect(pictureHref({ pictureUrl: 'https://img.example/{uuid}.png' }, 'u-1')).toBe('https://img.example/u-1.png');
  });

  it('builds the menu: profile, user links (unsafe ones left out), divider, Logout; the current page active', () => {
    const menu = signInMenu(
      {},
      [
        { title: 'My measurements', url: '/docs/' },
        { title: 'Bad', url: 'javascript:alert(1)' },
        { title: ' ', url: '/blank' },
      ],
      HERE,
    );
    expect(menu).toEqual([
      { title: 'Profile', url: 'https://access.ripe.net/profile', active: false },
      { title: 'My measurements', url: '/docs/', active: true },
      { divider: true },
      { title: 'Logout', url: `https://access.ripe.net/logout?originalUrl=${ENCODED}` },
    ]);
  });

  it('reads user links from JSON, anything else gives none', () => {
    expect(parseUserLinks('[{"title":"A","url":"/a"},{"title":1},"x"]')).toEqual([{ title: 'A', url: '/a' }]);
    expect(parseUserLinks('{')).toEqual([]);
    expect(parseUserLinks('{"title":"A"}')).toEqual([]);
    expect(parseUserLinks(undefined)).toEqual([]);
  });
});

describe('profile rules', () => {
  it('takes the hint only from the cookie equal to true', () => {
    expect(hasSignInHint('a=1; crowd.ripe.hint=true')).toBe(true);
    expect(hasSignInHint('crowd.ripe.hint=false')).toBe(false);
    expect(hasSignInHint('xcrowd.ripe.hint=true')).toBe(false);
    expect(hasSignInHint('')).toBe(false);
  });

  it.each([
    ['over 64 KB', JSON.stringify({ ...PROFILE, history: 'x'.repeat(70 * 1024) })],
    ['nested deeper than 16 levels', `{"uuid":"u","extra":${'['.repeat(50)}${']'.repeat(50)}}`],
  ])('takes a profile %s for an error: Login not available', async (_name, body) => {
    const fetch = vi.fn(() => Promise.resolve(new Response(body, { status: 200 })));
    await expect(fetchSignInState('https://a.example/user/profile', fetch)).resolves.toEqual({ status: 'error' });
  });

  it('calls with credentials and no cache; 200 is logged in, any other status logged out, a failure an error', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(PROFILE), { status: 200 })));
    await expect(fetchSignInState('https://a.example/user/profile', fetch)).resolves.toEqual({
      status: 'logged-in',
      profile: PROFILE,
    });
    expect(fetch).toHaveBeenCalledWith('https://a.example/user/profile', {
      credentials: 'include',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    for (const status of [401, 403, 500]) {
      const answer = () => Promise.resolve(new Response('{}', { status }));
      await expect(fetchSignInState('u', vi.fn(answer))).resolves.toEqual({ status: 'logged-out' });
    }
    await expect(
      fetchSignInState(
        'u',
        vi.fn(() => Promise.reject(new TypeError('CORS'))),
      ),
    ).resolves.toEqual({
      status: 'error',
    });
    await expect(
      fetchSignInState(
        'u',
        vi.fn(() => Promise.resolve(new Response('{"x":1}'))),
      ),
    ).resolves.toEqual({
      status: 'error',
    });
  });

  it('makes up to two initials', () => {
    expect(initials(PROFILE)).toBe('AL');
    expect(initials({ firstName: 'émile', lastName: '' })).toBe('É');
  });
});

describe('SignIn', () => {
  let setWidth: (width: number) => void;
  beforeEach(() => {
    setWidth = installMatchMedia(1280);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    document.cookie = 'crowd.ripe.hint=; max-age=0';
  });

  it('without the hint cookie makes no call and shows Login', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    render(<SignIn accessUrl="http://access.example" currentUrl={HERE} />);
    const login = await screen.findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe(`https://access.example/?originalUrl=${ENCODED}`);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('signed in: name and picture, a menu; a broken picture falls back to the initials; narrow below the breakpoint', async () => {
    document.cookie = 'crowd.ripe.hint=true';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(PROFILE)));
    const onStateChange = vi.fn();
    render(<SignIn currentUrl={HERE} onStateChange={onStateChange} userLinks={[{ title: 'Credits', url: '/c' }]} />);
    const button = await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(onStateChange).toHaveBeenCalledWith({ status: 'logged-in', profile: PROFILE });
    const img = document.querySelector('img.ad-signin__avatar');
    expect(img?.getAttribute('src')).toBe('https://access.ripe.net/picture/u-1');
    fireEvent.click(button);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Profile', 'Credits', 'Logout']);
    expect(await axeViolations()).toEqual([]);
    fireEvent.error(img!);
    expect(document.querySelector('.ad-signin__initials')?.textContent).toBe('AL');
    expect(document.querySelector('.ad-signin')?.getAttribute('data-mode')).toBe('wide');
    act(() => setWidth(767));
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(document.querySelector('.ad-signin')?.getAttribute('data-mode')).toBe('narrow');
    act(() => setWidth(768));
    expect(document.querySelector('.ad-signin')?.getAttribute('data-mode')).toBe('wide');
  });

  it('a failed call shows Login not available; Retry Login calls again', async () => {
    document.cookie = 'crowd.ripe.hint=true';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify(PROFILE)));
    render(<SignIn currentUrl={HERE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Login not available' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry Login' }));
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
