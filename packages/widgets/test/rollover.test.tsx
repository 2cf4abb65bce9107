// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Rollover } from '../src/rollover/Rollover.tsx';
import { axeViolations, installPointerEvent, one } from './helpers.ts';

beforeAll(installPointerEvent);
afterEach(cleanup);

function renderRollover(props: Partial<Parameters<typeof Rollover>[0]> = {}) {
  return render(
    <main>
      <p>
        Ran on{' '}
        <Rollover label="12 probes" {...props}>
          Probes in 7 countries, <a href="/list">see the list</a>.
        </Rollover>
      </p>
      <a href="/after">After</a>
    </main>,
  );
}

const trigger = () => screen.getByRole('button', { name: '12 probes' });
const root = () => one('.ad-rollover');
const panel = () => one('.ad-rollover__panel');
const state = () => panel().dataset.state;
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('Rollover', () => {
  it('has no axe violations, closed or open', async () => {
    renderRollover();
    expect(await axeViolations()).toEqual([]);
    fireEvent.pointerEnter(root());
    expect(await axeViolations()).toEqual([]);
  });

  it('is a trigger button that controls a hidden panel', () => {
    renderRollover();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().getAttribute('aria-controls')).toBe(panel().id);
    expect(panel().hidden).toBe(true);
    expect(state()).toBe('closed');
  });

  describe('given a mouse', () => {
    it('opens on hover and closes when the pointer leaves', () => {
      const onOpenChange = vi.fn();
      renderRollover({ onOpenChange });
      fireEvent.pointerEnter(root());
      expect(state()).toBe('open');
      expect(panel().hidden).toBe(false);
      expect(trigger().getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerLeave(root());
      expect(state()).toBe('closed');
      expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
    });

    it('stays open while the pointer moves from the trigger onto the panel (hoverable)', () => {
      const onOpenChange = vi.fn();
      renderRollover({ onOpenChange });
      fireEvent.pointerEnter(root());
      fireEvent.pointerOut(trigger(), { relatedTarget: panel() });
      fireEvent.pointerOver(panel(), { relatedTarget: trigger() });
      expect(state()).toBe('open');
      expect(onOpenChange.mock.calls).toEqual([[true]]);
    });

    it('hides on Escape while hovered (dismissible), and opens again on the next hover', () => {
      renderRollover();
      fireEvent.pointerEnter(root());
      press('Escape');
      expect(state()).toBe('closed');
      fireEvent.pointerLeave(root());
      fireEvent.pointerEnter(root());
      expect(state()).toBe('open');
    });

    it('stays open when clicked (a click does not undo the hover)', () => {
      renderRollover();
      fireEvent.pointerEnter(root());
      fireEvent.click(trigger());
      expect(state()).toBe('open');
    });
  });

  describe('given a keyboard', () => {
    it('opens on focus and closes when focus leaves the widget', () => {
      renderRollover();
      act(() => trigger().focus());
      expect(state()).toBe('open');
      act(() => screen.getByRole('link', { name: 'After' }).focus());
      expect(state()).toBe('closed');
    });

    it('stays open while focus moves into the panel (persistent)', () => {
      renderRollover();
      act(() => trigger().focus());
      act(() => screen.getByRole('link', { name: 'see the list' }).focus());
      expect(state()).toBe('open');
    });

    it('hides on Escape without moving focus', () => {
      renderRollover();
      act(() => trigger().focus());
      press('Escape');
      expect(state()).toBe('closed');
      expect(document.activeElement).toBe(trigger());
    });

    it('on Escape from a link in the panel, hides and hands focus back to the trigger, where it stays closed', () => {
      renderRollover();
      act(() => trigger().focus());
      act(() => screen.getByRole('link', { name: 'see the list' }).focus());
      press('Escape');
      expect(state()).toBe('closed');
      expect(document.activeElement).toBe(trigger());
      // Focus leaving and coming back opens it again.
      act(() => trigger().blur());
      act(() => trigger().focus());
      expect(state()).toBe('open');
    });

    it('stays open while focused when the pointer leaves', () => {
      renderRollover();
      act(() => trigger().focus());
      fireEvent.pointerEnter(root());
      fireEvent.pointerLeave(root());
      expect(state()).toBe('open');
    });
  });

  describe('given touch', () => {
    it('ignores the touch pointer entering and leaving, and opens on the tap', () => {
      renderRollover();
      fireEvent.pointerEnter(root(), { pointerType: 'touch' });
      expect(state()).toBe('closed');
      fireEvent.click(trigger());
      expect(state()).toBe('open');
      fireEvent.pointerLeave(root(), { pointerType: 'touch' });
      expect(state()).toBe('open');
    });
  });

  describe('given open from the parent (controlled)', () => {
    it('shows what the parent says', () => {
      const onOpenChange = vi.fn();
      const { rerender } = render(
        <Rollover label="x" open onOpenChange={onOpenChange}>
          y
        </Rollover>,
      );
      expect(state()).toBe('open');
      press('Escape');
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
      expect(state()).toBe('open');
      rerender(
        <Rollover label="x" open={false}>
          y
        </Rollover>,
      );
      expect(state()).toBe('closed');
    });
  });

  it('renders on the server without style attributes, closed', () => {
    const html = renderToString(<Rollover label="x">y</Rollover>);
    expect(html).not.toMatch(/style=/);
    expect(html).toContain('hidden=""');
  });
});
