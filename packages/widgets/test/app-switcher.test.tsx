// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSwitcher } from '../src/app-switcher/AppSwitcher.tsx';
import {
  cleanSiteName,
  cleanSiteUrl,
  isCurrentSite,
  loadSites,
  parseSites,
  sitesListUrl,
} from '../src/app-switcher/sites.ts';
import { FALLBACK_SITES } from '../src/config.ts';
import { LimitError } from '../src/remote-input/limits.ts';
import { axeViolations } from './helpers.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('sitesListUrl', () => {
  it('joins the static host and the production or pre-production path', () => {
    expect(sitesListUrl('https://static.ripe.net/')).toBe('https://static.ripe.net/dynamic/app-switcher/list.json');
    expect(sitesListUrl('https://static.ripe.net', 'pre-production')).toBe(
      'https://static.ripe.net/dynamic/app-switcher/pre-list.json',
    );
  });
});

describe('parseSites', () => {
  it('keeps { name, url } entries with http(s) URLs, names as clean text', () => {
    expect(
      parseSites([
        { name: '  RIPE\u0000  Atlas ', url: 'https://atlas.ripe.net' },
        { name: '<b>x</b>', url: 'http://x.example/' },
        { name: 'Script', url: 'javascript:alert(1)' },
        { name: 'Data', url: 'data:text/html,hi' },
        { name: 'Relative', url: '/local' },
        { name: '', url: 'https://empty.example/' },
      ]),
    ).toEqual([
      { name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' },
      { name: '<b>x</b>', url: 'http://x.example/' },
    ]);
  });

  it('refuses a list of the wrong shape or with nothing usable', () => {
    expect(() => parseSites({ sites: [] })).toThrow(TypeError);
    expect(() => parseSites([{ title: 'A', href: 'https://a.example/' }])).toThrow(TypeError);
    expect(() => parseSites([{ name: 'A', url: 'javascript:1' }])).toThrow('no usable site');
  });

  it('cuts names at 80 characters and rejects unparsable URLs', () => {
    expect(cleanSiteName('x'.repeat(100))).toHaveLength(80);
    expect(cleanSiteUrl('https://')).toBeNull();
    expect(cleanSiteUrl(' HTTPS://Atlas.RIPE.net/x')).toBe('https://atlas.ripe.net/x');
  });
});

describe('loadSites', () => {
  it('returns the fetched list', async () => {
    const log = vi.fn();
    const fetch = vi.fn(() => json([{ name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' }]));
    await expect(loadSites('https://static.example/list.json', { fetch, log })).resolves.toEqual({
      sites: [{ name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' }],
      fallback: false,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => json({ error: 1 }, 500)],
    ['invalid JSON', () => Promise.resolve(new Response('{"sites": ['))],
    ['the wrong shape', () => json({ sites: [] })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back on %s and logs the failure line with the error', async (_name, answer) => {
    const log = vi.fn();
    const result = await loadSites('https://static.example/list.json', { fetch: vi.fn(answer), log });
    expect(result).toEqual({ sites: FALLBACK_SITES, fallback: true });
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toBe('Failed to fetch sites. Using fallback:');
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(Error);
  });

  it.each([
    [
      'over 256 KB',
      () => json(Array.from({ length: 10_000 }, (_, i) => ({ name: `Site ${i}`, url: `https://s${i}.example/` }))),
    ],
    ['nested deeper than 8 levels', () => Promise.resolve(new Response('['.repeat(100_000) + ']'.repeat(100_000)))],
  ])('falls back on a list %s, with the reason', async (_name, answer) => {
    const log = vi.fn();
    const result = await loadSites('https://static.example/list.json', { fetch: vi.fn(answer), log });
    expect(result).toEqual({ sites: FALLBACK_SITES, fallback: true });
    expect(log.mock.calls[0]?.[1]).toBeInstanceOf(LimitError);
  });

  it('shows the first 100 sites of a longer list', async () => {
    const list = Array.from({ length: 300 }, (_, i) => ({ name: `Site ${i}`, url: `https://s${i}.example/` }));
    const { sites } = await loadSites('https://static.example/list.json', { fetch: vi.fn(() => json(list)) });
    expect(sites).toHaveLength(100);
    expect(sites[99]?.name).toBe('Site 99');
  });

  it('aborts after 2000 ms, logs the time-out line and falls back', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string | URL | Request, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    });
    const result = loadSites('https://static.example/list.json', { fetch: fetch, log });
    await vi.advanceTimersByTimeAsync(1999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ sites: FALLBACK_SITES, fallback: true });
    expect(log.mock.calls).toEqual([['Fetch aborted due to timeout']]);
  });

  it('has the eight built-in sites of the spec', () => {
    expect(FALLBACK_SITES.map((site) => site.name)).toEqual([
      'RIPE NCC',
      'LIR Portal',
      'RIPE Database',
      'RIPE Labs',
      'RIPEstat',
      'RIPE Atlas',
      'RIPE NCC Academy',
      'RPKI Dashboard',
    ]);
  });
});

describe('isCurrentSite', () => {
  it('compares origins', () => {
    const atlas = { name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' };
    expect(isCurrentSite(atlas, 'https://atlas.ripe.net/docs/')).toBe(true);
    expect(isCurrentSite(atlas, 'https://stat.ripe.net/')).toBe(false);
    expect(isCurrentSite(atlas, 'not a url')).toBe(false);
  });
});

describe('AppSwitcher', () => {
  it('is a disclosure: the grid button opens the list, the current site marked, Escape closes', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      json([
        { name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' },
        { name: 'RIPEstat', url: 'https://stat.ripe.net/' },
      ]),
    );
    const onOpenChange = vi.fn();
    render(<AppSwitcher current="https://atlas.ripe.net/docs/" onOpenChange={onOpenChange} />);
    const button = screen.getByRole('button', { name: 'RIPE NCC applications' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    const atlas = await screen.findByRole('link', { name: 'RIPE Atlas' });
    expect(atlas.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'RIPEstat' }).getAttribute('aria-current')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Escape' });
    });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus moves on past it, and stays open while focus moves inside it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      json([{ name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' }]),
    );
    render(
      <>
        <AppSwitcher />
        <a href="/after">After</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'RIPE NCC applications' });
    fireEvent.click(button);
    const atlas = await screen.findByRole('link', { name: 'RIPE Atlas' });
    fireEvent.blur(button, { relatedTarget: atlas });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(atlas, { relatedTarget: screen.getByRole('link', { name: 'After' }) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['hovered', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['focused', (button: HTMLElement) => fireEvent.focus(button)],
    ['opened', (button: HTMLElement) => fireEvent.click(button)],
  ])('fetches the list only once it is first %s, not on page view', async (_, intent) => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => json([{ name: 'RIPE Atlas', url: 'https://atlas.ripe.net/' }]));
    const { container } = render(<AppSwitcher staticHost="https://static.example" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetch).not.toHaveBeenCalled();
    expect(container.querySelector('.ad-apps')?.getAttribute('data-status')).toBe('idle');
    const button = screen.getByRole('button', { name: 'RIPE NCC applications' });
    act(() => {
      intent(button);
    });
    await vi.waitFor(() => expect(container.querySelector('.ad-apps')?.getAttribute('data-status')).toBe('loaded'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://static.example/dynamic/app-switcher/list.json');
    // Further intent does not fetch again.
    act(() => {
      fireEvent.pointerEnter(button);
      fireEvent.focus(button);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
