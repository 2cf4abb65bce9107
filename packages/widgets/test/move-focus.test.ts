// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { moveFocusPast, tabbableBeside } from '../src/focus/move-focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  const box = document.getElementById('box');
  if (!box) throw new Error('no #box');
  return box;
}

describe('tabbableBeside', () => {
  it('finds the next and the previous element Tab reaches outside the container', () => {
    const box = page(
      '<a href="/a" id="before">a</a><section id="box"><button id="inside">x</button></section>' +
        '<span tabindex="-1" id="scripted">s</span><button disabled>d</button><button id="after">b</button>',
    );
    expect(tabbableBeside(box, 'next')?.id).toBe('after');
    expect(tabbableBeside(box, 'previous')?.id).toBe('before');
  });

  it('passes over hidden and inert elements', () => {
    const box = page(
      '<section id="box"><button>x</button></section><div hidden><a href="/h">h</a></div>' +
        '<div inert><button>i</button></div><input type="hidden"><a id="shown" href="/s">s</a>',
    );
    expect(tabbableBeside(box, 'next')?.id).toBe('shown');
  });
});

describe('moveFocusPast', () => {
  it('moves focus from inside the container to the next element, else the one before', () => {
    const box = page('<a href="/a" id="before">a</a><section id="box"><button id="inside">x</button></section>');
    document.getElementById('inside')?.focus();
    moveFocusPast(box);
    expect(document.activeElement?.id).toBe('before');
  });

  it('leaves focus that is elsewhere where it is', () => {
    const box = page(
      '<section id="box"><button>x</button></section><button id="after">b</button><a id="far" href="/">f</a>',
    );
    document.getElementById('far')?.focus();
    moveFocusPast(box);
    expect(document.activeElement?.id).toBe('far');
  });
});
