// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storageKey } from '../src/banner/dismissal-store.ts';
import { ELEMENTS, defineWidgets } from '../src/elements/define.ts';
import { dedent } from '../src/elements/MermaidElement.tsx';
import { axeViolations, installPointerEvent, one } from './helpers.ts';

vi.mock('mermaid', () => ({
  default: {
    initialize: vi.fn(),
    parse: vi.fn(async (source: string) => {
      if (source.includes('broken')) throw new Error('Parse error');
      return Promise.resolve({});
    }),
    render: vi.fn(async (id: string, source: string) =>
      Promise.resolve({ svg: `<svg id="${id}"><g><text>${source.length}</text></g></svg>` }),
    ),
  },
}));

beforeAll(() => {
  installPointerEvent();
  defineWidgets();
});

afterEach(() => {
  act(() => document.body.replaceChildren());
  document.documentElement.className = '';
  localStorage.clear();
  document.cookie = 'mtm-paq=; Max-Age=0; Path=/';
});

/** Adds markup to the page and lets the elements render. */
function mount<E extends HTMLElement = HTMLElement>(html: string): E {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const element = template.content.firstElementChild as E;
  act(() => document.body.append(element));
  return element;
}

/** The events of `type` that reach the document. */
function listen(type: string): CustomEvent[] {
  const events: CustomEvent[] = [];
  document.addEventListener(type, (event) => events.push(event as CustomEvent));
  return events;
}

describe('the custom elements', () => {
  it('have no axe violations together', async () => {
    mount('<ripe-banner banner-id="a" text="Notice text" link-url="/x" link-text="More"></ripe-banner>');
    mount('<main><p>Probes <ripe-help label="About probes">Help text</ripe-help></p></main>');
    mount('<div><ripe-rollover label="12 probes">Panel text</ripe-rollover></div>');
    mount(
      '<ripe-pan-zoom label="Shapes"><svg role="img" aria-label="A square"><rect width="5" height="5"></rect></svg></ripe-pan-zoom>',
    );
    mount('<ripe-cookie-consent></ripe-cookie-consent>');
    expect(await axeViolations()).toEqual([]);
  });

  it('are all defined, and defining them again is harmless', () => {
    for (const name of Object.keys(ELEMENTS)) expect(customElements.get(name)).toBeDefined();
    expect(() => defineWidgets()).not.toThrow();
  });

  describe('<ripe-banner>', () => {
    it('renders its attributes and renders again when they change', () => {
      const banner = mount(
        '<ripe-banner banner-id="m" level="warning" text="Maintenance" link-url="/s" link-text="Details"></ripe-banner>',
      );
      expect(one('.ad-banner', banner).dataset.level).toBe('warning');
      expect(screen.getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/s');
      act(() => banner.setAttribute('text', 'Maintenance moved'));
      expect(screen.getByText('Maintenance moved')).toBeTruthy();
      act(() => banner.setAttribute('level', 'nonsense'));
      expect(one('.ad-banner', banner).dataset.level).toBe('info');
    });

    it('on dismissal sets `dismissed`, remembers the id and sends ripe-banner-dismiss', () => {
      const events = listen('ripe-banner-dismiss');
      const banner = mount('<ripe-banner banner-id="m" text="Maintenance"></ripe-banner>');
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(banner.hasAttribute('dismissed')).toBe(true);
      expect(one('.ad-banner', banner).dataset.state).toBe('closed');
      expect(localStorage.getItem(storageKey('m'))).not.toBeNull();
      expect(events).toHaveLength(1);
      expect(events[0]?.detail).toEqual({ id: 'm' });
      expect(events[0]?.bubbles).toBe(true);
      expect(events[0]?.composed).toBe(true);
    });

    it('sends ripe-banner-button for its custom button; a permanent one stays', () => {
      const events = listen('ripe-banner-button');
      const banner = mount('<ripe-banner banner-id="p" permanent text="Outage" button-text="Report"></ripe-banner>');
      expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Report' }));
      expect(events.map((event) => event.detail as unknown)).toEqual([{ id: 'p' }]);
      expect(banner.hasAttribute('dismissed')).toBe(false);
    });

    it('starts hidden with the `dismissed` attribute', () => {
      const banner = mount('<ripe-banner text="Old news" dismissed></ripe-banner>');
      expect(one('.ad-banner', banner).dataset.state).toBe('closed');
    });
  });

  describe('<ripe-cookie-consent>', () => {
    it('stores the choice and sends ripe-cookie-consent-change', () => {
      const events = listen('ripe-cookie-consent-change');
      mount('<ripe-cookie-consent text="We use cookies." policy-url="/cookies"></ripe-cookie-consent>');
      expect(screen.getByText(/We use cookies\./)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'All Cookies' }));
      expect(document.cookie).toContain('mtm-paq=accepted');
      expect(events.map((event) => event.detail as unknown)).toEqual([{ value: 'accepted' }]);
    });
  });

  describe('<ripe-help>', () => {
    it('shows its children in the pop-over, reflects `open` and sends ripe-help-toggle', () => {
      const events = listen('ripe-help-toggle');
      const help = mount('<ripe-help label="About probes">Probes are <b>small</b>.</ripe-help>');
      expect(one('.ad-help__popover', help).textContent).toBe('Probes are small.');
      fireEvent.click(screen.getByRole('button', { name: 'About probes' }));
      expect(help.hasAttribute('open')).toBe(true);
      expect(one('.ad-help__popover', help).dataset.state).toBe('open');
      fireEvent.keyDown(document.body, { key: 'Escape' });
      expect(help.hasAttribute('open')).toBe(false);
      expect(events.map((event) => event.detail as unknown)).toEqual([{ open: true }, { open: false }]);
    });

    it('opens and closes when the page sets and removes `open`', () => {
      const help = mount('<ripe-help>Text</ripe-help>');
      act(() => help.setAttribute('open', ''));
      expect(one('.ad-help__popover', help).dataset.state).toBe('open');
      act(() => help.removeAttribute('open'));
      expect(one('.ad-help__popover', help).dataset.state).toBe('closed');
    });

    it('keeps its content when moved in the page', async () => {
      const help = mount('<ripe-help>Moved text</ripe-help>');
      const target = document.createElement('section');
      act(() => document.body.append(target));
      act(() => target.append(help));
      await act(async () => Promise.resolve());
      expect(one('.ad-help__popover', help).textContent).toBe('Moved text');
    });
  });

  describe('an element in the content of another', () => {
    it('stays in the page while the outer element renders, so the page always finds it', () => {
      const header = document.createElement('ripe-header');
      header.innerHTML = '<ripe-help label="Inner">Inner text</ripe-help>';
      const inner = one('ripe-help', header);
      let inPageBeforeRender = false;
      act(() => {
        document.body.append(header);
        inPageBeforeRender = document.contains(inner);
      });
      expect(inPageBeforeRender).toBe(true);
      expect(one('.ad-header', header).contains(inner)).toBe(true);
      expect(one('.ad-help__popover', inner).textContent).toBe('Inner text');
    });
  });

  describe('<ripe-rollover>', () => {
    it('reveals its children on hover, reflects `open` and sends ripe-rollover-toggle', () => {
      const events = listen('ripe-rollover-toggle');
      const rollover = mount('<ripe-rollover label="12 probes">In 7 countries</ripe-rollover>');
      fireEvent.pointerEnter(one('.ad-rollover', rollover));
      expect(rollover.hasAttribute('open')).toBe(true);
      expect(one('.ad-rollover__panel', rollover).textContent).toBe('In 7 countries');
      fireEvent.pointerLeave(one('.ad-rollover', rollover));
      expect(rollover.hasAttribute('open')).toBe(false);
      expect(events.map((event) => event.detail as unknown)).toEqual([{ open: true }, { open: false }]);
    });
  });

  describe('<ripe-pan-zoom>', () => {
    it('wraps its children, takes its limits from attributes and sends ripe-pan-zoom-change', () => {
      const events = listen('ripe-pan-zoom-change');
      const panZoom = mount(
        '<ripe-pan-zoom label="Shapes" max-scale="2" step="0.5"><svg id="drawing"></svg></ripe-pan-zoom>',
      );
      expect(one('.ad-pan-zoom__content #drawing', panZoom)).toBeTruthy();
      for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(one('.ad-pan-zoom', panZoom).dataset.scale).toBe('2.000');
      expect(events).toHaveLength(2);
      expect(events[0]?.detail).toEqual({ scale: Math.exp(0.5), x: 0, y: 0 });
      act(() => panZoom.setAttribute('max-scale', '4'));
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(Number(one('.ad-pan-zoom', panZoom).dataset.scale)).toBeGreaterThan(2);
    });

    it('uses the defaults for a missing or bad number', () => {
      const panZoom = mount('<ripe-pan-zoom max-scale="lots"><svg></svg></ripe-pan-zoom>');
      for (let i = 0; i < 9; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(one('.ad-pan-zoom', panZoom).dataset.scale).toBe('4.000');
    });
  });

  describe('<ripe-mermaid>', () => {
    it('renders the source of its <pre>, follows the dark class of <html> and sends ripe-mermaid-render', async () => {
      const events = listen('ripe-mermaid-render');
      const diagram = mount('<ripe-mermaid label="Flow"><pre>\n  flowchart LR\n    A --> B\n</pre></ripe-mermaid>');
      await waitFor(() => expect(one('.ad-mermaid', diagram).dataset.state).toBe('rendered'));
      expect(one('.ad-mermaid', diagram).dataset.theme).toBe('default');
      // The event follows the commit that shows the diagram, from an effect that may run a task later.
      await waitFor(() => expect(events.map((event) => event.detail as unknown)).toEqual([{ ok: true }]));
      act(() => document.documentElement.classList.add('dark'));
      await waitFor(() => expect(one('.ad-mermaid', diagram).dataset.theme).toBe('dark'));
      await waitFor(() => expect(events).toHaveLength(2));
    });

    it('keeps to its theme attribute', async () => {
      document.documentElement.classList.add('dark');
      const diagram = mount('<ripe-mermaid theme="light">flowchart LR\n A --> B</ripe-mermaid>');
      await waitFor(() => expect(one('.ad-mermaid', diagram).dataset.state).toBe('rendered'));
      expect(one('.ad-mermaid', diagram).dataset.theme).toBe('default');
    });

    it('reports a broken diagram', async () => {
      const events = listen('ripe-mermaid-render');
      mount('<ripe-mermaid>broken</ripe-mermaid>');
      await waitFor(() => expect(events).toHaveLength(1));
      expect(events[0]?.detail).toEqual({ ok: false, message: 'Parse error' });
    });

    it('removes the indentation the source shares', () => {
      expect(dedent('\n    flowchart LR\n      A --> B\n  ')).toBe('flowchart LR\n  A --> B');
    });
  });
});
