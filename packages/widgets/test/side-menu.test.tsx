// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header, headerToggleEvent, headerToggleEvents } from '../src/header/Header.tsx';
import { initiallyExpanded, normaliseMenu, opensNewTab, toggleExpanded } from '../src/side-menu/model.ts';
import { SideMenu } from '../src/side-menu/SideMenu.tsx';
import { axeViolations, installMatchMedia } from './helpers.ts';

const DATA = [
  { id: 'home', title: 'Home', url: '/' },
  {
    id: 'a',
    title: 'A',
    expanded: true,
    children: [
      {
        id: 'b',
        title: 'B',
        expanded: true,
        children: [{ id: 'c', title: 'C', url: '/c', children: [{ title: 'D' }] }],
      },
    ],
  },
  { id: 'ext', title: 'Ext', url: 'https://example.org/', external: true },
  { id: 'bad', title: 'Bad', url: 'javascript:alert(1)' },
  { id: 'home', title: 'Home again', url: '/again' },
  { title: '' },
  'nonsense',
];

describe('side menu model', () => {
  it('cuts levels beyond three, drops unsafe URLs and titleless items, keeps ids unique and reduced', () => {
    const items = normaliseMenu(DATA);
    expect(items.map((item) => item.id)).toEqual(['home', 'a', 'ext', 'bad', 'home-4']);
    const c = items[1]?.children?.[0]?.children?.[0];
    expect(c?.title).toBe('C');
    expect(c?.children).toBeUndefined();
    expect(c?.parent).toBe('b');
    expect(items[3]?.url).toBeUndefined();
    expect(normaliseMenu([{ id: 'a b<c>', title: 'X' }])[0]?.id).toBe('abc');
  });

  it('collapsing a parent collapses its expanded children', () => {
    const items = normaliseMenu(DATA);
    const expanded = initiallyExpanded(items);
    expect([...expanded]).toEqual(['a', 'b']);
    const a = items[1]!;
    expect([...toggleExpanded(expanded, a)]).toEqual([]);
    expect([...toggleExpanded(new Set(), a)]).toEqual(['a']);
  });

  it('opens a new tab for external items and ctrl/meta-clicks', () => {
    expect(opensNewTab({ external: true }, { ctrlKey: false, metaKey: false })).toBe(true);
    expect(opensNewTab({}, { ctrlKey: true, metaKey: false })).toBe(true);
    expect(opensNewTab({}, { ctrlKey: false, metaKey: true })).toBe(true);
    expect(opensNewTab({}, { ctrlKey: false, metaKey: false })).toBe(false);
  });
});

describe('SideMenu', () => {
  let setWidth: (width: number) => void;
  beforeEach(() => {
    setWidth = installMatchMedia(1280);
  });
  afterEach(cleanup);

  it('is open at 1024 px and wider, a disclosure navigation, and closes when the window narrows', async () => {
    render(<SideMenu items={normaliseMenu(DATA)} label="Main menu" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav.hidden).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    const a = screen.getByRole('button', { name: 'A' });
    expect(a.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(a);
    expect(a.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(a);
    expect(screen.getByRole('button', { name: 'B' }).getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations()).toEqual([]);
    act(() => setWidth(1023));
    expect(nav.hidden).toBe(true);
  });

  it('below 1024 px it opens as a modal that Escape and the overlay close, and closes after a choice', () => {
    setWidth(800);
    const onOpenChange = vi.fn();
    render(
      <>
        <button type="button">Opener</button>
        <div>
          <SideMenu items={normaliseMenu(DATA)} defaultOpen onOpenChange={onOpenChange} />
        </div>
      </>,
    );
    expect(document.activeElement?.textContent).toContain('Home');
    expect(screen.getByText<HTMLButtonElement>('Opener').inert).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText<HTMLButtonElement>('Opener').inert).toBe(false);
  });

  it('closes after an item is chosen on narrow screens, but not for a ctrl-click', () => {
    setWidth(800);
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    render(<SideMenu items={normaliseMenu(DATA)} defaultOpen onSelect={onSelect} onOpenChange={onOpenChange} />);
    const home = screen.getByRole('link', { name: 'Home' });
    home.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(home, { ctrlKey: true });
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'home' }), true);
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(home);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(document.querySelector('.ad-side-menu__overlay') ?? document.body);
  });
});

describe('Header', () => {
  it('names the toggle event after the short name', () => {
    expect(headerToggleEvent()).toBe('ripe-header-menu-toggle');
    expect(headerToggleEvent('acme')).toBe('acme-header-menu-toggle');
    // The spec's name is the short name plus 'header-menu-toggle'; the dashed one is kept for existing pages.
    expect(headerToggleEvents()).toEqual(['ripeheader-menu-toggle', 'ripe-header-menu-toggle']);
    expect(headerToggleEvents('acme')).toEqual(['acmeheader-menu-toggle', 'acme-header-menu-toggle']);
  });

  it('has a skip link, a home link and a menu button that reports its state', async () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <Header onOpenChange={onOpenChange} homeUrl="/home" skipNav="content" menuId="menu" />
        <nav id="menu" aria-label="Main menu" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#content');
    expect(screen.getByRole('link', { name: 'RIPE NCC home' }).getAttribute('href')).toBe('/home');
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations()).toEqual([]);
    cleanup();
    render(<Header hideMenu lightTheme />);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(document.querySelector('.ad-header')?.getAttribute('data-theme')).toBe('light');
    cleanup();
  });
});
