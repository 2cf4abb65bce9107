// Node without a DOM: the build-time sanitiser runs DOMPurify on a jsdom window, with the same results.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/sanitize/node.ts';
import { EXACT } from './fixtures/hostile.ts';

describe('the sanitiser in Node', () => {
  it('runs where there is no window', () => {
    expect(typeof globalThis.window).toBe('undefined');
  });

  it.each(EXACT)('%s: gives the same output as in the browser', (_name, input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
