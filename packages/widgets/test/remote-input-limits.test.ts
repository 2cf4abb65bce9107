import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  jsonDepth,
  LimitError,
  parseJsonWithin,
  readTextWithin,
  yieldToBrowser,
} from '../src/remote-input/limits.ts';

/** A response whose body arrives in chunks, recording how much of it was read. */
function chunked(chunks: string[], headers: Record<string, string> = {}) {
  const encoder = new TextEncoder();
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { response: new Response(body, { headers }), read: () => pulled, cancelled: () => cancelled };
}

describe('readTextWithin', () => {
  it('reads a body within the limit, multi-byte characters across chunks included', async () => {
    const euro = new TextEncoder().encode('€');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(euro.slice(0, 1));
        controller.enqueue(euro.slice(1));
        controller.close();
      },
    });
    expect(await readTextWithin(new Response(body), 3)).toBe('€');
    expect(await readTextWithin(new Response('plain'), 5)).toBe('plain');
  });

  it('gives up a body once it passes the limit, reading no further', async () => {
    const source = chunked(Array.from({ length: 100 }, () => 'x'.repeat(1024)));
    await expect(readTextWithin(source.response, 10 * 1024)).rejects.toThrow(
      new LimitError('It is larger than 10 KB.'),
    );
    expect(source.read()).toBeLessThanOrEqual(12);
    expect(source.cancelled()).toBe(true);
  });

  it('refuses a declared length over the limit before reading', async () => {
    const source = chunked(['x'], { 'content-length': String(3 * 1024 * 1024) });
    await expect(readTextWithin(source.response, 2 * 1024 * 1024)).rejects.toThrow('It is larger than 2 MB.');
    expect(source.read()).toBe(0);
  });
});

describe('jsonDepth and parseJsonWithin', () => {
  it.each([
    ['1', 0],
    ['[]', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['["[[[[", "\\"[[["]', 1],
    ['{"a":"}}}}"}', 1],
    ['[[[[[[[[[[]]]]]]]]]]', 10],
  ])('measures %s as %i deep, strings skipped', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });

  it('refuses JSON nested deeper than the limit before parsing it, and stops counting there', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(jsonDepth(deep, 8)).toBe(9);
    expect(() => parseJsonWithin(deep, 8)).toThrow(new LimitError('It is nested deeper than 8 levels.'));
    expect(parseJsonWithin('{"a":[1]}', 2)).toEqual({ a: [1] });
    expect(() => parseJsonWithin('{"a":', 8)).toThrow(SyntaxError);
  });
});

describe('formatBytes', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatBytes(256 * 1024)).toBe('256 KB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(900)).toBe('900 bytes');
  });
});

describe('yieldToBrowser', () => {
  it('resolves in a later task', async () => {
    const order: string[] = [];
    const done = yieldToBrowser().then(() => order.push('after'));
    await Promise.resolve();
    order.push('microtask');
    await done;
    expect(order).toEqual(['microtask', 'after']);
  });
});
