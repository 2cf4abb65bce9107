// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellContext, type ShellState } from '../src/context.ts';
import { APPEARANCE_STORAGE_KEY } from '../src/constants.ts';
import { useAppearance } from '../src/hooks/useAppearance.ts';
import { useDelayedFlag } from '../src/hooks/useDelayedFlag.ts';
import { useDisclosure } from '../src/hooks/useDisclosure.ts';
import { useRouteChange } from '../src/hooks/useRouteChange.ts';
import {
  isSearchShortcut,
  queryAfterKey,
  useKeysBeforeInput,
  useSearchShortcut,
} from '../src/hooks/useSearchShortcut.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The shell's state as the hooks read it: only the page's path matters to them. */
const shellAt = (path: string): ShellState => ({ page: { path } }) as unknown as ShellState;

function Shell({ path, children }: { path: string; children: ReactNode }) {
  return <ShellContext.Provider value={shellAt(path)}>{children}</ShellContext.Provider>;
}

describe('useRouteChange', () => {
  function Listener({ onChange }: { onChange: (path: string) => void }) {
    useRouteChange(onChange);
    return null;
  }
  const at = (path: string, onChange: (path: string) => void) => (
    <Shell path={path}>
      <Listener onChange={onChange} />
    </Shell>
  );

  it('calls back after a change of page, not on the first render nor on a render of the same page', () => {
    const onChange = vi.fn();
    const view = render(at('/a', onChange));
    view.rerender(at('/a', onChange));
    expect(onChange).not.toHaveBeenCalled();
    view.rerender(at('/b', onChange));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('/b');
  });
});

function Disclosed({ path }: { path: string }) {
  const { open, toggle, buttonRef } = useDisclosure();
  return (
    <>
      <button ref={buttonRef} onClick={toggle}>
        Menu
      </button>
      {open && <a href="#x">Inside</a>}
      <span>{path}</span>
    </>
  );
}

describe('useDisclosure', () => {
  const renderAt = (path: string) => (
    <Shell path={path}>
      <Disclosed path={path} />
    </Shell>
  );

  it('closes on Escape and gives focus back to its button', () => {
    render(renderAt('/a'));
    fireEvent.click(screen.getByText('Menu'));
    screen.getByText('Inside').focus();
    fireEvent.keyDown(screen.getByText('Inside'), { key: 'Escape' });
    expect(screen.queryByText('Inside')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Menu'));
  });

  it('closes on a change of page without moving focus', () => {
    const view = render(renderAt('/a'));
    fireEvent.click(screen.getByText('Menu'));
    screen.getByText('Inside').focus();
    view.rerender(renderAt('/b'));
    expect(screen.queryByText('Inside')).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByText('Menu'));
  });
});

describe('isSearchShortcut and useSearchShortcut', () => {
  const key = (init: KeyboardEventInit): KeyboardEvent => new KeyboardEvent('keydown', init);

  it('is Ctrl+K or Cmd+K, by key or by the key position, without Alt or Shift', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'л', code: 'KeyK', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
  });

  it("calls back on the shortcut anywhere and keeps the browser's own use of it from happening", () => {
    const onShortcut = vi.fn();
    renderHook(() => useSearchShortcut(onShortcut));
    const shortcut = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true, bubbles: true });
    document.body.dispatchEvent(shortcut);
    fireEvent.keyDown(document.body, { key: 'j', ctrlKey: true });
    expect(onShortcut).toHaveBeenCalledOnce();
    expect(shortcut.defaultPrevented).toBe(true);
  });
});

describe('queryAfterKey and useKeysBeforeInput', () => {
  const plain = { ctrlKey: false, metaKey: false, altKey: false, isComposing: false };

  it('adds a printable key, takes one away on Backspace, and leaves shortcuts, arrows and composing keys', () => {
    expect(queryAfterKey('pro', { ...plain, key: 'b' })).toBe('prob');
    expect(queryAfterKey('pro', { ...plain, key: ' ' })).toBe('pro ');
    expect(queryAfterKey('pro', { ...plain, key: 'é' })).toBe('proé');
    expect(queryAfterKey('pro', { ...plain, key: 'Backspace' })).toBe('pr');
    expect(queryAfterKey('pro', { ...plain, key: 'ArrowDown' })).toBeNull();
    expect(queryAfterKey('pro', { ...plain, key: 'k', ctrlKey: true })).toBeNull();
    expect(queryAfterKey('pro', { ...plain, key: 'a', isComposing: true })).toBeNull();
    expect(queryAfterKey('x'.repeat(64), { ...plain, key: 'y' }, 64)).toBe('x'.repeat(64));
  });

  it('while open and the focus is outside the search, types the keys into the query; inside, leaves them', () => {
    const setQuery = vi.fn<(query: string) => void>();
    const view = renderHook(
      ({ open, query }) => useKeysBeforeInput({ open, within: '.search', query, setQuery, maxLength: 64 }),
      {
        initialProps: { open: false, query: '' },
      },
    );
    fireEvent.keyDown(window, { key: 'a' });
    expect(setQuery).not.toHaveBeenCalled();
    view.rerender({ open: true, query: '' });
    fireEvent.keyDown(window, { key: 'p' });
    fireEvent.keyDown(window, { key: 'i' });
    fireEvent.keyDown(window, { key: 'Backspace' });
    fireEvent.keyDown(window, { key: 'n' });
    expect(setQuery.mock.calls.map(([query]) => query)).toEqual(['p', 'pi', 'p', 'pn']);

    const search = document.createElement('div');
    search.className = 'search';
    const input = document.createElement('input');
    search.append(input);
    document.body.append(search);
    input.focus();
    const typed = new KeyboardEvent('keydown', { key: 'g', bubbles: true, cancelable: true });
    input.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    expect(setQuery).toHaveBeenCalledTimes(4);
    search.remove();
  });
});

describe('useDelayedFlag', () => {
  it('is false for the delay after mount, then true', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDelayedFlag(300));
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});

describe('useAppearance', () => {
  afterEach(() => {
    document.documentElement.className = '';
    localStorage.clear();
  });

  it('reads the class the no-flash script set, and follows a change made elsewhere', async () => {
    document.documentElement.classList.add('dark');
    const { result } = renderHook(() => useAppearance());
    expect(result.current.isDark).toBe(true);
    await act(async () => {
      document.documentElement.classList.remove('dark');
      // The class is watched by a MutationObserver, whose callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(result.current.isDark).toBe(false);
  });

  it("toggles both classes and remembers the reader's choice", () => {
    const { result } = renderHook(() => useAppearance());
    act(() => result.current.toggle());
    expect(document.documentElement.className).toBe('dark');
    expect(localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('dark');
    act(() => result.current.toggle());
    expect(document.documentElement.className).toBe('light');
    expect(localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('light');
  });
});
