// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { inDocumentOrder, nextDiagram, type DiagramJob } from '../src/islands/diagram-queue.ts';

function diagrams(count: number): Element[] {
  document.body.innerHTML = Array.from({ length: count }, (_, i) => `<div id="d${i}"></div>`).join('');
  return [...document.body.children];
}

const job = (element: Element): DiagramJob => ({ element, render: () => Promise.resolve() });

describe('nextDiagram', () => {
  it('takes the first diagram in view, else the first in document order', () => {
    const [a, b, c] = diagrams(3).map(job);
    const pending = [a!, b!, c!];
    expect(nextDiagram(pending, new Set())).toBe(a);
    expect(nextDiagram(pending, new Set([c!.element]))).toBe(c);
    expect(nextDiagram(pending, new Set([c!.element, b!.element]))).toBe(b);
    expect(nextDiagram([], new Set())).toBeUndefined();
  });
});

describe('inDocumentOrder', () => {
  it('puts a diagram at its place in the page, whatever order they are queued in', () => {
    const [a, b, c, d] = diagrams(4).map(job);
    let pending: DiagramJob[] = [];
    for (const next of [c!, a!, d!, b!]) pending = inDocumentOrder(pending, next);
    expect(pending.map((j) => j.element.id)).toEqual(['d0', 'd1', 'd2', 'd3']);
  });
});
