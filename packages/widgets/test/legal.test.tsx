// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineWidgets } from '../src/elements/define.ts';
import { Legal } from '../src/legal/Legal.tsx';
import type { LegalSection } from '../src/legal/model.ts';
import { axeViolations, one } from './helpers.ts';

const SECTIONS: LegalSection[] = [
  { id: 'cookies', title: 'Cookies', content: '<p>Cookie text.</p>', order: 2 },
  {
    id: 'privacy-statement',
    title: 'Privacy',
    order: 1,
    content: '<p>Privacy text.</p><h3 id="retention">Retention</h3><p>Kept briefly.</p>',
  },
  {
    id: 'legal',
    title: 'Legal',
    order: 3,
    content: '<p>Legal documents.</p>',
    subpages: {
      probes: { title: 'Probe hosting', content: '<p id="returns">Returns.</p>' },
      anchors: { title: 'Anchor hosting', content: '<p>Anchors.</p>', open: true },
    },
  },
  {
    id: 'imprint',
    order: 4,
    icon: '<svg viewBox="0 0 4 4"><rect id="own" width="4" height="4"/></svg>',
    content: '<p>Imprint.</p>',
    scrollToAnchor: 'imprint-end',
  },
];

const scrolls: { id: string; behavior: ScrollBehavior | undefined }[] = [];

beforeEach(() => {
  scrolls.length = 0;
  // jsdom has no layout: record what would be scrolled to, and how.
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolls.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
  };
  history.replaceState(null, '', '/legal');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Buttons inside a closed panel are hidden from the accessibility tree, but still there.
const trigger = (name: string) => screen.getByRole('button', { name, hidden: true });
const panelOf = (name: string) => one(`#${trigger(name).getAttribute('aria-controls')}`);

/** Moves the fake clock, running what falls due inside act(). */
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

async function renderLegal(sections: LegalSection[] = SECTIONS) {
  render(<Legal sections={sections} />);
  await screen.findByRole('button', { name: 'Privacy' });
  // The sections arrived outside act(): let their effects (timers, key listeners) run.
  await act(async () => {});
}

describe('Legal', () => {
  it('has no axe violations with sections closed and open', async () => {
    await renderLegal();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(trigger('Privacy'));
    fireEvent.click(trigger('Legal'));
    fireEvent.click(trigger('Probe hosting'));
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the heading, the introduction and the sections in order', async () => {
    await renderLegal();
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Information' })).toBeTruthy();
    expect(
      screen.getByText(
        'Below you will find all our legal documentation. Click though items below to visit individual policies and information.',
      ),
    ).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Privacy', 'Cookies', 'Legal', 'Untitled Section']);
  });

  it('puts a large content text in place in slices, ending with the markup of the whole', async () => {
    const content = `<div class="policy">${'<p>A paragraph of a long policy, to weigh 300 KB.</p>'.repeat(6000)}</div>`;
    render(<Legal sections={[{ id: 'long', title: 'Long', open: true, content }]} />);
    await screen.findByRole('button', { name: 'Long' }, { timeout: 20_000 });
    const region = screen.getByRole('region', { name: 'Long' });
    await waitFor(() => expect(region.querySelectorAll('.policy > p')).toHaveLength(6000), { timeout: 20_000 });
    expect(region.querySelectorAll('.policy')).toHaveLength(1);
  });

  it("says 'No data returned from API.' without sections", async () => {
    render(<Legal sections={[]} />);
    expect(await screen.findByText('No data returned from API.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a loading status until every source has answered, in a region that is there before its text', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    render(<Legal staticHost="http://127.0.0.1:9" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await waitFor(() => expect(status.textContent).toBe('Loading legal information…'));
    expect(screen.getByRole('status')).toBe(status);
    fetch.mockRestore();
  });

  it('has the loading line in its server HTML', () => {
    expect(renderToString(<Legal staticHost="http://127.0.0.1:9" />)).toContain(
      '<p class="ad-legal__status" role="status">Loading legal information…</p>',
    );
  });

  it('shows built-in icons by id and a section’s own icon instead', async () => {
    await renderLegal();
    expect(trigger('Cookies').querySelector('[data-icon="cookies"]')).not.toBeNull();
    expect(trigger('Privacy').querySelector('[data-icon="privacy"]')).not.toBeNull();
    expect(trigger('Legal').querySelector('[data-icon="legal"]')).not.toBeNull();
    expect(trigger('Untitled Section').querySelector('#own')).not.toBeNull();
    expect(trigger('Untitled Section').querySelector('[data-icon]')).toBeNull();
  });

  describe('given the accordion', () => {
    it('opens and closes sections and sub-sections with their buttons', async () => {
      await renderLegal();
      const privacy = trigger('Privacy');
      expect(privacy.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf('Privacy').hidden).toBe(true);
      fireEvent.click(privacy);
      expect(privacy.getAttribute('aria-expanded')).toBe('true');
      expect(panelOf('Privacy').hasAttribute('hidden')).toBe(false);
      expect(panelOf('Privacy').getAttribute('aria-labelledby')).toBe(privacy.id);
      fireEvent.click(privacy);
      expect(panelOf('Privacy').hidden).toBe(true);
      // A sub-section marked open starts open; the other starts closed.
      expect(trigger('Anchor hosting').getAttribute('aria-expanded')).toBe('true');
      expect(trigger('Probe hosting').getAttribute('aria-expanded')).toBe('false');
    });

    it('puts what the reader opens into the address, and takes out what they close', async () => {
      history.replaceState(null, '', '/legal?lang=en#privacy-statement--retention');
      await renderLegal();
      fireEvent.click(trigger('Cookies'));
      expect(location.search).toBe('?lang=en&section=cookies');
      expect(location.hash).toBe('');
      fireEvent.click(trigger('Legal'));
      fireEvent.click(trigger('Probe hosting'));
      expect(location.search).toBe('?lang=en&section=legal&subsection=probes');
      fireEvent.click(trigger('Probe hosting'));
      expect(location.search).toBe('?lang=en&section=legal');
      fireEvent.click(trigger('Legal'));
      expect(location.search).toBe('?lang=en');
    });

    it('scrolls to a pending scrollToAnchor when its section is expanded, once', async () => {
      await renderLegal();
      fireEvent.click(trigger('Untitled Section'));
      expect(scrolls).toEqual([{ id: 'ad-legal-imprint-button', behavior: 'smooth' }]);
      fireEvent.click(trigger('Untitled Section'));
      fireEvent.click(trigger('Untitled Section'));
      expect(scrolls).toHaveLength(1);
    });
  });

  describe('given a deep link', () => {
    it.each([
      ['the query', '?section=legal&subsection=probes&anchor=returns'],
      ['the hash', '#legal--probes--returns'],
    ])('in %s, opens the section and sub-section and scrolls smoothly to the anchor after 1 s', async (_, link) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      history.replaceState(null, '', `/legal${link}`);
      await renderLegal();
      expect(trigger('Legal').getAttribute('aria-expanded')).toBe('true');
      expect(trigger('Probe hosting').getAttribute('aria-expanded')).toBe('true');
      expect(trigger('Privacy').getAttribute('aria-expanded')).toBe('false');
      advance(900);
      expect(scrolls).toEqual([]);
      advance(200);
      expect(scrolls).toEqual([{ id: 'returns', behavior: 'smooth' }]);
    });

    it("in the hash form 'section--anchor', finds the anchor in that section", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      history.replaceState(null, '', '/legal#privacy-statement--retention');
      await renderLegal();
      expect(trigger('Privacy').getAttribute('aria-expanded')).toBe('true');
      advance(1000);
      expect(scrolls).toEqual([{ id: 'retention', behavior: 'smooth' }]);
    });

    it("in the hash form 'section', opens the section and scrolls to its heading", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      history.replaceState(null, '', '/legal#cookies');
      await renderLegal();
      advance(1000);
      expect(scrolls).toEqual([{ id: 'ad-legal-cookies-button', behavior: 'smooth' }]);
    });

    it('closed by the reader before the delay, keeps its anchor until the section is expanded again', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      history.replaceState(null, '', '/legal?section=privacy-statement&anchor=retention');
      await renderLegal();
      fireEvent.click(trigger('Privacy'));
      advance(1000);
      expect(scrolls).toEqual([]);
      fireEvent.click(trigger('Privacy'));
      expect(scrolls).toEqual([{ id: 'retention', behavior: 'smooth' }]);
    });

    it('to an unknown section opens nothing', async () => {
      history.replaceState(null, '', '/legal#nothing-here');
      await renderLegal();
      expect(screen.getAllByRole('button', { expanded: true, hidden: true }).map((b) => b.textContent)).toEqual([
        'Anchor hosting',
      ]);
    });
  });

  describe('given a browser without beforematch', () => {
    // jsdom has `onbeforematch`, as Chromium has: take it away, as the browser tests do.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onbeforematch');
    beforeEach(() => {
      delete (HTMLElement.prototype as { onbeforematch?: unknown }).onbeforematch;
    });
    afterEach(() => {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, 'onbeforematch', descriptor);
    });

    it('hides closed panels plainly and asks on the first Ctrl+F, re-armed after 5 s', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await renderLegal();
      expect(panelOf('Privacy').getAttribute('hidden')).toBe('');
      fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
      const dialog = screen.getByRole('dialog', { name: 'Search in collapsed sections' });
      expect(dialog.textContent).toContain(
        'Would you like to expand all sections for better search results? Note: Collapsed sections may not be searchable.',
      );
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Expand all' }));
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.keyDown(window, { key: 'F', metaKey: true });
      expect(screen.queryByRole('dialog')).toBeNull();
      advance(5000);
      fireEvent.keyDown(window, { key: 'f', metaKey: true });
      fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryAllByRole('button', { expanded: false, hidden: true })).toEqual([]);
      // Everything is open: nothing to ask any more.
      advance(5000);
      fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('ignores other shortcuts', async () => {
      await renderLegal();
      fireEvent.keyDown(window, { key: 'f' });
      fireEvent.keyDown(window, { key: 'g', ctrlKey: true });
      fireEvent.keyDown(window, { key: 'f', ctrlKey: true, altKey: true });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  describe('given a browser with beforematch (jsdom has it)', () => {
    it('sets hidden="until-found" on closed panels and opens one on beforematch, with its section', async () => {
      await renderLegal();
      expect(panelOf('Privacy').getAttribute('hidden')).toBe('until-found');
      expect(panelOf('Probe hosting').getAttribute('hidden')).toBe('until-found');
      act(() => {
        panelOf('Probe hosting').dispatchEvent(new Event('beforematch'));
      });
      await waitFor(() => expect(trigger('Probe hosting').getAttribute('aria-expanded')).toBe('true'));
      expect(trigger('Legal').getAttribute('aria-expanded')).toBe('true');
      expect(panelOf('Legal').hasAttribute('hidden')).toBe(false);
    });

    it('does not ask on Ctrl+F', async () => {
      await renderLegal();
      fireEvent.keyDown(window, { key: 'f', ctrlKey: true });
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('<ripe-legal>', () => {
  it('renders the sections of its attribute and orders them by its order attribute', async () => {
    defineWidgets();
    const element = document.createElement('ripe-legal');
    element.setAttribute('sections', JSON.stringify(SECTIONS));
    element.setAttribute('order', 'legal, cookies');
    act(() => document.body.append(element));
    await screen.findByRole('button', { name: 'Legal' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Legal',
      'Cookies',
      'Privacy',
      'Untitled Section',
    ]);
    act(() => {
      element.sections = [{ id: 'only', title: 'Only' }];
    });
    await screen.findByRole('button', { name: 'Only' });
    act(() => element.remove());
  });

  it('reports a sections attribute that is not JSON and uses the next source', async () => {
    defineWidgets();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('ripe-legal');
    element.setAttribute('sections', '[{');
    element.setAttribute('static-host', 'http://127.0.0.1:9');
    act(() => document.body.append(element));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the sections attribute is not a JSON array'));
    await screen.findByRole('button', { name: 'Configuration Error' });
    expect(
      screen.getByText('Failed to load this configuration from http://127.0.0.1:9/dynamic/legal-pages/ripe-pages.json'),
    ).toBeTruthy();
    errors.mockRestore();
    act(() => element.remove());
  });
});
