// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MermaidDiagram } from '../src/mermaid/MermaidDiagram.tsx';
import { diagramLabel } from '../src/mermaid/label.ts';
import { renderMermaid, unmountMermaid } from '../src/mermaid/render-mermaid.tsx';
import { renderMermaidSvg } from '../src/mermaid/render-svg.ts';
import { axeViolations, one } from './helpers.ts';

const SVG = 'http://www.w3.org/2000/svg';

// A stand-in for Mermaid that renders the way it does: a scratch element `d<id>` in the body, a <style>
// scoped to `#id` put in with insertBefore, style attributes set with setAttribute, then innerHTML.
const mermaid = vi.hoisted(() => ({
  initialize: vi.fn(),
  parse: vi.fn(async (source: string) => {
    if (source.includes('broken')) throw new Error('Parse error on line 2:\n--> -->\n^');
    return Promise.resolve({ diagramType: 'flowchart' });
  }),
  render: vi.fn(async (id: string, source: string) => {
    const scratch = document.createElement('div');
    scratch.id = `d${id}`;
    document.body.append(scratch);
    const svg = document.createElementNS(SVG, 'svg');
    svg.id = id;
    scratch.append(svg);
    const style = document.createElement('style');
    style.textContent = `#${id} .node { opacity: 0.9; }`;
    svg.insertBefore(style, svg.firstChild);
    const node = document.createElementNS(SVG, 'g');
    node.setAttribute('class', 'node');
    node.setAttribute('style', 'opacity: 0.5;');
    node.textContent = source;
    svg.append(node);
    const markup = scratch.innerHTML;
    scratch.remove();
    return Promise.resolve({ svg: markup, diagramType: 'flowchart' });
  }),
}));
vi.mock('mermaid', () => ({ default: mermaid }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const GOOD = 'flowchart LR\n  A --> B';
const BROKEN = 'flowchart LR\n  broken --> -->';

describe('renderMermaidSvg', () => {
  it('initialises Mermaid strictly, without start on load, in the default or dark theme', async () => {
    await renderMermaidSvg(GOOD);
    expect(mermaid.initialize).toHaveBeenLastCalledWith({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'default',
    });
    await renderMermaidSvg(GOOD, { dark: true });
    expect(mermaid.initialize).toHaveBeenLastCalledWith({
      startOnLoad: false,
      securityLevel: 'strict',
      theme: 'dark',
      themeVariables: { edgeLabelBackground: '#4a4a4a' },
    });
  });

  it('keeps inline styles out of the SVG markup (a strict CSP would block them) and hands them back', async () => {
    const result = await renderMermaidSvg(GOOD);
    if (!result.ok) throw new Error(result.message);
    expect(result.svg).not.toMatch(/\sstyle=|<style/);
    expect(result.svg).toContain('data-ad-style="0"');
    expect(result.inlineStyles).toEqual(['opacity: 0.5;']);
    expect(result.css).toBe(`#${result.id} .node { opacity: 0.9; }`);
  });

  it('puts the DOM back as it was after rendering', async () => {
    const descriptors = () =>
      [
        Object.getOwnPropertyDescriptor(Element.prototype, 'setAttribute'),
        Object.getOwnPropertyDescriptor(Node.prototype, 'insertBefore'),
        Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML'),
      ] as const;
    const before = descriptors();
    await renderMermaidSvg(GOOD);
    expect(descriptors()).toEqual(before);
    const probe = document.createElement('p');
    probe.setAttribute('style', 'color: red');
    expect(probe.getAttribute('style')).toBe('color: red');
  });

  it('gives the error and the source for a syntax error, without throwing or leaving anything behind', async () => {
    const result = await renderMermaidSvg(BROKEN);
    expect(result).toEqual({ ok: false, message: 'Parse error on line 2:\n--> -->\n^', source: BROKEN });
    expect(mermaid.render).not.toHaveBeenCalled();
    expect(document.body.children.length).toBe(0);
  });

  it('renders one diagram at a time, each with its own theme', async () => {
    const themes: string[] = [];
    mermaid.initialize.mockImplementation((config: { theme: string }) => themes.push(config.theme));
    mermaid.render.mockImplementationOnce(async (id: string) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      themes.push(`render ${id.endsWith('1') ? 'first' : 'other'}`);
      return { svg: '<svg></svg>', diagramType: 'flowchart' };
    });
    await Promise.all([renderMermaidSvg(GOOD, { dark: true }), renderMermaidSvg(GOOD)]);
    expect(themes.slice(0, 3)).toEqual(['dark', expect.stringMatching(/^render/), 'default']);
  });
});

describe('MermaidDiagram', () => {
  it('has no axe violations, rendered or failed', async () => {
    render(
      <main>
        <MermaidDiagram source={GOOD} label="Flow" />
        <MermaidDiagram source={BROKEN} />
      </main>,
    );
    await screen.findByRole('application', { name: 'Flow' });
    await screen.findByText('The diagram could not be rendered.');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the source until rendered, then the SVG in a pan-and-zoom control that zooms to 5', async () => {
    const onResult = vi.fn();
    render(<MermaidDiagram source={GOOD} onResult={onResult} />);
    expect(one('.ad-mermaid').dataset.state).toBe('loading');
    expect(one('.ad-mermaid__source').textContent).toBe(GOOD);
    await screen.findByRole('application', { name: 'Diagram: flowchart LR' });
    expect(one('.ad-mermaid').dataset.state).toBe('rendered');
    expect(one('.ad-mermaid__svg svg')).toBeTruthy();
    // Reported in an effect after the commit that shows it: a passive effect the DOM may come before.
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ ok: true })));
    for (let i = 0; i < 8; i++) fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(one('.ad-pan-zoom').dataset.scale).toBe('5.000');
  });

  it('applies the inline styles through CSSOM and leaves no index behind', async () => {
    render(<MermaidDiagram source={GOOD} />);
    await screen.findByRole('application', { name: 'Diagram: flowchart LR' });
    const node = one<SVGGElement>('.ad-mermaid__svg .node');
    expect(node.style.opacity).toBe('0.5');
    expect(node.hasAttribute('data-ad-style')).toBe(false);
  });

  it('shows a static error box with the message and the source in a <pre>', async () => {
    render(<MermaidDiagram source={BROKEN} />);
    await screen.findByText('The diagram could not be rendered.');
    expect(one('.ad-mermaid').dataset.state).toBe('error');
    expect(screen.getByText(/Parse error on line 2/)).toBeTruthy();
    expect(one('.ad-mermaid-error pre').textContent).toBe(BROKEN);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('[role="status"], [aria-live]')).toBeNull();
  });

  it('renders again when dark changes', async () => {
    const { rerender } = render(<MermaidDiagram source={GOOD} />);
    await screen.findByRole('application', { name: 'Diagram: flowchart LR' });
    expect(one('.ad-mermaid').dataset.theme).toBe('default');
    rerender(<MermaidDiagram source={GOOD} dark />);
    await waitFor(() =>
      expect(mermaid.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ theme: 'dark' })),
    );
    expect(one('.ad-mermaid').dataset.theme).toBe('dark');
    expect(mermaid.render).toHaveBeenCalledTimes(2);
  });
});

describe('renderMermaid', () => {
  it('renders into a container, replacing its fallback, and re-renders in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<pre>fallback</pre>';
    document.body.append(container);
    const result = await renderMermaid(container, GOOD);
    expect(result.ok).toBe(true);
    expect(container.querySelector('pre')).toBeNull();
    expect(container.querySelector('.ad-mermaid[data-state="rendered"] .ad-pan-zoom svg')).toBeTruthy();
    await renderMermaid(container, GOOD, { dark: true });
    expect(container.querySelectorAll('.ad-mermaid').length).toBe(1);
    expect(container.querySelector<HTMLElement>('.ad-mermaid')?.dataset.theme).toBe('dark');
    act(() => unmountMermaid(container));
    expect(container.innerHTML).toBe('');
    container.remove();
  });

  it('shows the error box for a broken diagram and does not throw', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const result = await renderMermaid(container, BROKEN);
    expect(result.ok).toBe(false);
    expect(container.querySelector('.ad-mermaid[data-state="error"] .ad-mermaid-error pre')?.textContent).toBe(BROKEN);
    act(() => unmountMermaid(container));
    container.remove();
  });
});

describe('diagramLabel', () => {
  it('names a diagram by its accessible title, else its front matter title, else its first line', () => {
    expect(diagramLabel('flowchart LR\n  accTitle: Probe to controller\n  A --> B')).toBe('Probe to controller');
    expect(diagramLabel('---\ntitle: "Measurement status"\n---\nstateDiagram-v2\n  A --> B')).toBe(
      'Measurement status',
    );
    expect(diagramLabel('\n%% a comment\nsequenceDiagram\n  A->>B: hi')).toBe('Diagram: sequenceDiagram');
    expect(diagramLabel('   ')).toBe('Diagram');
    expect(diagramLabel(`accTitle: ${'x'.repeat(300)}`)).toHaveLength(120);
  });
});
