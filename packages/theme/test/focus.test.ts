// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../src/constants.ts';
import { focusPageStart, pageStart } from '../src/router/focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page as the shell shows it: the main content with an h1, a section and, where asked, an island. */
function showPage({ island = false } = {}): void {
  document.body.innerHTML = `
    <nav><a href="/docs/">Docs</a></nav>
    <main id="${MAIN_CONTENT_ID}">
      ${island ? '<div data-island="wave"><h1>Drawn by the island</h1></div>' : '<h1>Ping</h1>'}
      <h2 id="cost">Cost</h2>
      <h2 id="café">Café</h2>
    </main>`;
}

describe('pageStart', () => {
  it("is the target of the URL's hash, decoded", () => {
    showPage();
    expect(pageStart(document, '#cost')?.textContent).toBe('Cost');
    expect(pageStart(document, '#caf%C3%A9')?.textContent).toBe('Café');
  });

  it("is the page's h1 without a hash, or when the hash names nothing", () => {
    showPage();
    expect(pageStart(document, '')?.tagName).toBe('H1');
    expect(pageStart(document, '#gone')?.tagName).toBe('H1');
  });

  it('is the main content when the only h1 is an island’s, which may draw its content again', () => {
    showPage({ island: true });
    expect(pageStart(document, '')?.id).toBe(MAIN_CONTENT_ID);
  });
});

describe('focusPageStart', () => {
  it('focuses the start of the page, making it focusable by script only, without a tab stop', () => {
    showPage();
    focusPageStart('');
    const heading = document.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves an element that takes focus as it is', () => {
    showPage();
    document.getElementById('cost')?.setAttribute('tabindex', '0');
    focusPageStart('#cost');
    expect(document.activeElement?.id).toBe('cost');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });
});
