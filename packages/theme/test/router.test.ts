// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { routableUrl } from '../src/router/router.ts';

const location = new URL('https://docs.example/docs/a') as unknown as Location;

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const target = document.body.querySelector('a span') ?? document.body.querySelector('a');
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('routableUrl', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('routes a plain click on an internal link, from inside the link too', () => {
    expect(routableUrl(clickOn('<a href="/docs/b"><span>B</span></a>'), location)?.pathname).toBe('/docs/b');
    expect(routableUrl(clickOn('<a href="../x">X</a>'), location)?.pathname).toBe('/x');
  });

  it('leaves other origins, new tabs, downloads and files to the browser', () => {
    expect(routableUrl(clickOn('<a href="https://other.example/">O</a>'), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b" target="_blank">B</a>'), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b" download>B</a>'), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/files/report.pdf">PDF</a>'), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b" rel="external">B</a>'), location)).toBeNull();
  });

  it('keeps .html links in the app', () => {
    expect(routableUrl(clickOn('<a href="/docs/b.html">B</a>'), location)?.pathname).toBe('/docs/b.html');
  });

  it('leaves modified and non-primary clicks to the browser', () => {
    expect(routableUrl(clickOn('<a href="/docs/b">B</a>', { ctrlKey: true }), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b">B</a>', { metaKey: true }), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b">B</a>', { shiftKey: true }), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b">B</a>', { button: 1 }), location)).toBeNull();
  });

  it('leaves anchors on the same page to the browser', () => {
    expect(routableUrl(clickOn('<a href="#section">S</a>'), location)).toBeNull();
    expect(routableUrl(clickOn('<a href="/docs/b#section">S</a>'), location)?.hash).toBe('#section');
  });

  it('ignores clicks that are not on a link, or already handled', () => {
    expect(routableUrl(clickOn('<a>no href</a>'), location)).toBeNull();
    const handled = clickOn('<a href="/docs/b">B</a>');
    handled.preventDefault();
    expect(routableUrl(handled, location)).toBeNull();
  });
});
