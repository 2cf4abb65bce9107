// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellContext, type ShellState } from '../src/context.ts';
import {
  APPEARANCE_STORAGE_KEY,
  NAV_REFRESH_DELAY_MS,
  NAV_SCREEN_CLOSE_WIDTH,
  PAGE_TOP_HEIGHT_PROPERTY,
  SCROLL_THROTTLE_MS,
  SHORT_WINDOW_QUERY,
} from '../src/constants.ts';
import { useActiveHeading } from '../src/hooks/useActiveHeading.ts';
import { useAppearance } from '../src/hooks/useAppearance.ts';
import { useDelayedFlag } from '../src/hooks/useDelayedFlag.ts';
import { useDisclosure } from '../src/hooks/useDisclosure.ts';
import { useImageFailed } from '../src/hooks/useImageFailed.ts';
import { useModalDialog } from '../src/hooks/useModalDialog.ts';
import { useNavRefresh } from '../src/hooks/useNavRefresh.ts';
import { useNavScreen } from '../src/hooks/useNavScreen.ts';
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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
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

/** A window that is short (the navigation bar scrolls with the page) or not. */
const windowIs = (short: boolean): void => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: short && query === SHORT_WINDOW_QUERY, media: query }));
};

describe('useNavScreen', () => {
  function Screen() {
    const { open, toggle, buttonRef } = useNavScreen();
    return (
      <nav className="ad-navbar">
        <button ref={buttonRef} onClick={toggle}>
          Menu
        </button>
        {open && <a href="/docs/">Docs</a>}
      </nav>
    );
  }
  const NavScreen = () => (
    <Shell path="/docs/">
      <Screen />
    </Shell>
  );

  it('locks the page’s scroll while open, and unlocks it when closed', () => {
    windowIs(false);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    render(<NavScreen />);
    const root = document.documentElement;
    expect(root.classList.contains('ad-scroll-locked')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(root.classList.contains('ad-scroll-locked')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(root.classList.contains('ad-scroll-locked')).toBe(false);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('in a short window, first brings the navigation bar to the top, where the screen opens under it', () => {
    windowIs(true);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    render(<NavScreen />);
    const bar = document.querySelector('.ad-navbar')!;
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ top: 230 } as DOMRect);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 230);
  });

  it('closes when the window grows to the desktop navigation’s width, not before', () => {
    windowIs(false);
    render(<NavScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    vi.spyOn(window, 'outerWidth', 'get').mockReturnValue(NAV_SCREEN_CLOSE_WIDTH - 1);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.queryByRole('link', { name: 'Docs' })).not.toBeNull();
    vi.spyOn(window, 'outerWidth', 'get').mockReturnValue(NAV_SCREEN_CLOSE_WIDTH);
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(screen.queryByRole('link', { name: 'Docs' })).toBeNull();
    expect(document.documentElement.classList.contains('ad-scroll-locked')).toBe(false);
  });
});

describe('useNavRefresh', () => {
  it('goes up once the delay after a change of page has passed, not on the first render', () => {
    vi.useFakeTimers();
    let path = '/a';
    const { result, rerender } = renderHook(() => useNavRefresh(), {
      wrapper: ({ children }) => <Shell path={path}>{children}</Shell>,
    });
    act(() => void vi.advanceTimersByTime(NAV_REFRESH_DELAY_MS * 2));
    expect(result.current).toBe(0);
    path = '/b';
    rerender();
    act(() => void vi.advanceTimersByTime(NAV_REFRESH_DELAY_MS - 1));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
  });
});

/** An image element whose loading stands as given (jsdom loads no images). */
function imageThat({ complete, width = 0 }: { complete: boolean; width?: number }): HTMLImageElement {
  const image = document.createElement('img');
  vi.spyOn(image, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(image, 'naturalWidth', 'get').mockReturnValue(width);
  return image;
}

describe('useImageFailed', () => {
  it('says so once the image’s error event comes', () => {
    const image = imageThat({ complete: false });
    const { result } = renderHook(() => useImageFailed({ current: image }));
    expect(result.current).toBe(false);
    act(() => void image.dispatchEvent(new Event('error')));
    expect(result.current).toBe(true);
  });

  it('says so at once for an image that failed before anyone listened: complete, without pixels', () => {
    const { result } = renderHook(() => useImageFailed({ current: imageThat({ complete: true }) }));
    expect(result.current).toBe(true);
  });

  it('does not for a complete image with pixels', () => {
    const { result } = renderHook(() => useImageFailed({ current: imageThat({ complete: true, width: 40 }) }));
    expect(result.current).toBe(false);
  });
});

describe('useActiveHeading', () => {
  /** Headings at these distances from the top of the page, and the window scrolled to `scrollY`. */
  function pageWith(tops: Record<string, number>): { scrollTo: (y: number) => void } {
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(600);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    for (const [id, top] of Object.entries(tops)) {
      const heading = document.body.appendChild(document.createElement('h2'));
      heading.id = id;
      vi.spyOn(heading, 'getBoundingClientRect').mockImplementation(() => ({ top: top - scrollY }) as DOMRect);
    }
    return { scrollTo: (y) => void (scrollY = y) };
  }

  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.style.removeProperty(PAGE_TOP_HEIGHT_PROPERTY);
  });

  it('is the last heading the reader has scrolled to, under the bars, followed on scroll', () => {
    vi.useFakeTimers();
    const page = pageWith({ intro: 100, cost: 900, limits: 1800 });
    const { result } = renderHook(() => useActiveHeading(['intro', 'cost', 'limits'], 0));
    expect(result.current).toBe('intro');
    page.scrollTo(820);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    });
    expect(result.current).toBe('cost');
  });

  it('counts the height of a notice banner above the bars', () => {
    const page = pageWith({ intro: 100, cost: 900 });
    page.scrollTo(740);
    document.documentElement.style.setProperty(PAGE_TOP_HEIGHT_PROPERTY, '48px');
    const { result } = renderHook(() => useActiveHeading(['intro', 'cost'], 0));
    expect(result.current).toBe('cost');
  });

  it('is none above the first heading, and the last once the page is scrolled to its end', () => {
    const page = pageWith({ intro: 400, cost: 900, limits: 4900 });
    const first = renderHook(() => useActiveHeading(['intro', 'cost', 'limits'], 0));
    expect(first.result.current).toBeNull();
    page.scrollTo(4400);
    const last = renderHook(() => useActiveHeading(['intro', 'cost', 'limits'], 1));
    expect(last.result.current).toBe('limits');
  });
});

describe('useModalDialog', () => {
  // jsdom has <dialog> without its methods: these do what the browser's do to the element.
  const prototype = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
  beforeEach(() => {
    prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    prototype.close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    });
  });
  afterEach(() => {
    delete prototype.showModal;
    delete prototype.close;
  });

  function Dialog({ open, onClose, onEscape }: { open: boolean; onClose: () => void; onEscape?: () => boolean }) {
    const field = useRef<HTMLInputElement>(null);
    const ref = useModalDialog(open, { onClose, initialFocus: field, ...(onEscape ? { onEscape } : {}) });
    return (
      <dialog ref={ref} aria-label="Search">
        <button>First</button>
        <input ref={field} aria-label="Query" />
        <button>Last</button>
      </dialog>
    );
  }

  it('opens as a modal with the focus where asked, and tells when it closed', () => {
    const onClose = vi.fn();
    const view = render(<Dialog open={false} onClose={onClose} />);
    view.rerender(<Dialog open onClose={onClose} />);
    expect(prototype.showModal).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Query' }));
    view.rerender(<Dialog open={false} onClose={onClose} />);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift', () => {
    render(<Dialog open onClose={() => {}} />);
    const [first, last] = [screen.getByRole('button', { name: 'First' }), screen.getByRole('button', { name: 'Last' })];
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    // Between them, Tab is the browser's.
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
  });

  it('lets Escape close it unless what is inside handled the key', () => {
    let handled = true;
    render(<Dialog open onClose={() => {}} onEscape={() => handled} />);
    const field = screen.getByRole('textbox', { name: 'Query' });
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    handled = false;
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(true);
  });
});
