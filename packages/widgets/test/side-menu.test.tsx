// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header, headerToggleEvent, headerToggleEvents } from '../src/header/Header.tsx';
import {
  initiallyExpanded,
  normaliseMenu,
  opensNewTab,
  toggleExpanded,
  type MenuItem,
} from '../src/side-menu/model.ts';
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
    expect(items.map((item) => item.id)).toEqual(['home', 'a', 'ext', 'bad', 'home-2']);
    const c = items[1]?.children?.[0]?.children?.[0];
    expect(c?.title).toBe('C');
    expect(c?.children).toBeUndefined();
    expect(c?.parent).toBe('b');
    expect(items[3]?.url).toBeUndefined();
    expect(normaliseMenu([{ id: 'a b<c>', title: 'X' }])[0]?.id).toBe('abc');
  });

  it('builds the tree from parent ids in a flat list, as from children, in the order given', () => {
    const items = normaliseMenu([
      { id: 'c1', title: 'Child 1', url: '/c1', parent: 'p' },
      { id: 'p', title: 'Parent' },
      { id: 'g', title: 'Grandchild', url: '/g', parent: 'c2' },
      { id: 'c2', title: 'Child 2', parent: 'p' },
      { id: 'deep', title: 'Too deep', url: '/deep', parent: 'g' },
      { id: 'n', title: 'Nested', children: [{ id: 'nc', title: 'Nested child', url: '/nc', parent: 'p' }] },
      { id: 'late', title: 'Into nested', url: '/late', parent: 'n' },
      { id: 'orphan', title: 'Orphan', url: '/o', parent: 'nobody' },
      { id: 'self', title: 'Self', url: '/s', parent: 'self' },
      { id: 'x', title: 'Loop X', url: '/x', parent: 'y' },
      { id: 'y', title: 'Loop Y', url: '/y', parent: 'x' },
      { id: 'under-untitled', title: 'Under untitled', url: '/u', parent: 'untitled' },
      { id: 'untitled', url: '/nothing' },
    ]);
    const shape = (list: readonly MenuItem[] | undefined): unknown =>
      list?.map((item) => (item.children ? { [item.id]: shape(item.children) } : item.id));
    expect(shape(items)).toEqual([{ p: ['c1', { c2: ['g'] }] }, { n: ['nc', 'late'] }, 'orphan', 'self', 'x', 'y']);
    expect(items[0]?.children?.[1]?.children?.[0]?.parent).toBe('c2');
    expect(items[1]?.children?.[0]?.parent).toBe('n');
  });

  it('reads parent ids as reduced ids, and titles the items they make parents', () => {
    const items = normaliseMenu([
      { id: 'a b', title: 'A' },
      { id: 'b', title: 'B', url: '/b', parent: 'a b' },
    ]);
    expect(items.map((item) => item.id)).toEqual(['ab']);
    expect(items[0]?.children?.map((item) => item.id)).toEqual(['b']);
  });

  it('gives hostile or empty ids a stable id of their title, unique in the menu', () => {
    const ids = normaliseMenu([
      { id: '<', title: 'Probe map' },
      { id: '<%', title: 'Probe map' },
      { id: '});', title: 'Credits', url: '/c' },
      { id: '    }', title: 'Über uns', url: '/u' },
      { title: '!!!', url: '/x' },
      { id: 'a--b', title: 'Dashes', url: '/d' },
    ]).map((item) => item.id);
    expect(ids).toEqual(['probe-map', 'probe-map-2', 'credits', 'uber-uns', 'item-5', 'a-b']);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_.-]+$/);
  });

  it('reads at most 500 items', () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ id: `i${i}`, title: `Item ${i}`, url: `/${i}` }));
    expect(normaliseMenu(many)).toHaveLength(500);
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
    const panel = nav.closest<HTMLElement>('.ad-side-menu__panel');
    expect(panel?.hidden).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('menu')).toBeNull();
    const a = screen.getByRole('button', { name: 'A' });
    expect(a.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(a);
    expect(a.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(a);
    expect(screen.getByRole('button', { name: 'B' }).getAttribute('aria-expanded')).toBe('false');
    expect(await axeViolations()).toEqual([]);
    act(() => setWidth(1023));
    expect(panel?.hidden).toBe(true);
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
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    // A dialog that holds the navigation, not a navigation made a dialog.
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.tagName).toBe('DIV');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('nav')?.getAttribute('aria-label')).toBe('Menu');
    expect(screen.getByText<HTMLButtonElement>('Opener').inert).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByText<HTMLButtonElement>('Opener').inert).toBe(false);
  });

  it('below 1024 px the open menu has a close button, focused on open; focus returns to the opener on close', () => {
    setWidth(800);
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Opener
          </button>
          <div>
            <SideMenu items={normaliseMenu(DATA)} open={open} onOpenChange={setOpen} closeLabel="Close the menu" />
          </div>
        </>
      );
    }
    render(<Page />);
    expect(screen.queryByRole('button', { name: 'Close the menu' })).toBeNull();
    const opener = screen.getByText<HTMLButtonElement>('Opener');
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole('button', { name: 'Close the menu' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(screen.getByRole('navigation', { hidden: true }).closest<HTMLElement>('.ad-side-menu__panel')?.hidden).toBe(
      true,
    );
    expect(document.activeElement).toBe(opener);
  });

  it('names the toggle of a parent with a link of its own for what it opens, not like the link', () => {
    render(
      <SideMenu
        defaultOpen
        items={normaliseMenu([
          { id: 'p', title: 'Probes', url: '/probes', children: [{ id: 'm', title: 'Map', url: '/map' }] },
        ])}
      />,
    );
    expect(screen.getByRole('link', { name: 'Probes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submenu of Probes' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows an item with only a title, or whose only URL was refused, as a heading, never an empty row', () => {
    render(
      <SideMenu
        defaultOpen
        items={normaliseMenu([
          { id: 'section', title: 'Measurements' },
          { id: 'bad', title: 'Unsafe', url: 'javascript:alert(1)' },
          { id: 'ping', title: 'Ping', url: '/ping' },
        ])}
      />,
    );
    const rows = [...document.querySelectorAll('.ad-side-menu__line')];
    expect(rows.map((row) => row.textContent)).toEqual(['Measurements', 'Unsafe', 'Ping']);
    expect(document.querySelectorAll('.ad-side-menu__row--heading')).toHaveLength(2);
    for (const row of rows) expect(row.children.length).toBeGreaterThan(0);
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
