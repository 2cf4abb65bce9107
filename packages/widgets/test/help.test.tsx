// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Help } from '../src/help/Help.tsx';
import { axeViolations, one } from './helpers.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderHelp(props: Partial<Parameters<typeof Help>[0]> = {}) {
  return render(
    <main>
      <p>
        Probes{' '}
        <Help label="About probes" {...props}>
          Probes are small devices. <a href="/probes">More</a>
        </Help>
      </p>
      <input aria-label="Search" />
    </main>,
  );
}

const button = () => screen.getByRole('button', { name: 'About probes' });
const popover = () => one('.ad-help__popover');
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('Help', () => {
  it('has no axe violations, closed or open', async () => {
    renderHelp();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(button());
    expect(await axeViolations()).toEqual([]);
  });

  describe('given it is closed', () => {
    it('is a question-mark button that controls a manual pop-over dialog', () => {
      renderHelp();
      expect(button().getAttribute('aria-expanded')).toBe('false');
      expect(button().getAttribute('aria-controls')).toBe(popover().id);
      expect(popover().getAttribute('popover')).toBe('manual');
      expect(popover().getAttribute('role')).toBe('dialog');
      expect(popover().getAttribute('aria-label')).toBe('About probes');
      expect(popover().dataset.state).toBe('closed');
      expect(button().querySelector('svg')).toBeTruthy();
    });

    it('opens on a click and moves focus into the pop-over', () => {
      const onOpenChange = vi.fn();
      renderHelp({ onOpenChange });
      fireEvent.click(button());
      expect(button().getAttribute('aria-expanded')).toBe('true');
      expect(popover().dataset.state).toBe('open');
      expect(document.activeElement).toBe(popover());
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
    });
  });

  describe('given it is open', () => {
    it('closes on Escape and sends focus back to the button', () => {
      renderHelp();
      fireEvent.click(button());
      press('Escape');
      expect(popover().dataset.state).toBe('closed');
      expect(document.activeElement).toBe(button());
    });

    it('closes on a click outside and sends focus back to the button', () => {
      renderHelp();
      fireEvent.click(button());
      fireEvent.click(document.body);
      expect(popover().dataset.state).toBe('closed');
      expect(document.activeElement).toBe(button());
    });

    it('leaves focus where an outside click put it', () => {
      renderHelp({ defaultOpen: true });
      const search = screen.getByRole('textbox', { name: 'Search' });
      act(() => search.focus());
      fireEvent.click(search);
      expect(popover().dataset.state).toBe('closed');
      expect(document.activeElement).toBe(search);
    });

    it('stays open on a click inside', () => {
      renderHelp();
      fireEvent.click(button());
      fireEvent.click(screen.getByText(/Probes are small/));
      expect(popover().dataset.state).toBe('open');
    });

    it('closes when the button is clicked again', () => {
      renderHelp();
      fireEvent.click(button());
      fireEvent.click(button());
      expect(popover().dataset.state).toBe('closed');
    });

    it('closes when focus leaves it for another control', () => {
      renderHelp();
      fireEvent.click(button());
      act(() => screen.getByRole('textbox', { name: 'Search' }).focus());
      expect(popover().dataset.state).toBe('closed');
    });
  });

  describe('given open from the parent (controlled)', () => {
    it('shows what the parent says and does not take focus on load', () => {
      const onOpenChange = vi.fn();
      const { rerender } = render(<Help label="Help" open onOpenChange={onOpenChange} />);
      expect(popover().dataset.state).toBe('open');
      expect(document.activeElement).toBe(document.body);
      press('Escape');
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(popover().dataset.state).toBe('open');
      rerender(<Help label="Help" open={false} onOpenChange={onOpenChange} />);
      expect(popover().dataset.state).toBe('closed');
    });
  });

  describe('given the Popover API', () => {
    it('shows the pop-over in the top layer while open', () => {
      const shown = new WeakSet<Element>();
      const show = vi.fn(function (this: HTMLElement) {
        shown.add(this);
      });
      const hide = vi.fn(function (this: HTMLElement) {
        shown.delete(this);
      });
      const matches = Object.getOwnPropertyDescriptor(Element.prototype, 'matches')?.value as Element['matches'];
      Object.assign(HTMLElement.prototype, { showPopover: show, hidePopover: hide });
      vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
        return selector === ':popover-open' ? shown.has(this) : matches.call(this, selector);
      });
      try {
        renderHelp();
        act(() => button().click());
        expect(show).toHaveBeenCalledOnce();
        expect(shown.has(popover())).toBe(true);
        press('Escape');
        expect(hide).toHaveBeenCalledOnce();
      } finally {
        Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
        Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
      }
    });
  });

  it('renders on the server without style attributes', () => {
    const html = renderToString(<Help label="Help">Text</Help>);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('popover="manual"');
  });
});
