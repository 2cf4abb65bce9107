import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileEvent } from '../../src/dev/change-kind.ts';
import { mergeEvents, WatchBatches } from '../../src/dev/watch-batches.ts';

describe('mergeEvents', () => {
  it.each([
    [undefined, 'change', 'change'],
    ['add', 'change', 'add'],
    ['unlink', 'add', 'change'],
    ['change', 'unlink', 'unlink'],
    ['add', 'unlink', 'unlink'],
  ] as const)('%s then %s is %s', (earlier, event, merged) => {
    expect(mergeEvents(earlier, event)).toBe(merged);
  });
});

describe('WatchBatches', () => {
  let dir: string;
  let batches: WatchBatches;
  /** Each batch as applied: the event and the text the file had when the batch read it. */
  let applied: { event: FileEvent; text: string | null }[];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'watch-batches-'));
    applied = [];
    batches = new WatchBatches(
      async (batch) => {
        for (const [file, event] of batch)
          applied.push({ event, text: await readFile(file, 'utf8').catch(() => null) });
      },
      (error) => {
        throw error;
      },
    );
  });

  afterEach(async () => {
    batches.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('applies the events of a burst as one batch', async () => {
    const file = join(dir, 'page.md');
    await writeFile(file, 'one');
    batches.add('add', file);
    batches.add('change', file);
    await vi.waitFor(() => expect(applied).toEqual([{ event: 'add', text: 'one' }]));
  });

  it('applies a save the watcher never reported, once it looks at the file again', async () => {
    const file = join(dir, 'page.md');
    await writeFile(file, 'first save');
    batches.add('change', file);
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    // A later save inside the watcher's throttle window: no event comes for it.
    await writeFile(file, 'last save, a little longer');
    await vi.waitFor(() => expect(applied.at(-1)).toEqual({ event: 'change', text: 'last save, a little longer' }));
  });

  it('applies a removal the watcher never reported', async () => {
    const file = join(dir, 'page.md');
    await writeFile(file, 'text');
    batches.add('change', file);
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    await rm(file);
    await vi.waitFor(() => expect(applied.at(-1)).toEqual({ event: 'unlink', text: null }));
  });

  it('looks again only once when nothing changed', async () => {
    const file = join(dir, 'page.md');
    await writeFile(file, 'text');
    batches.add('change', file);
    await vi.waitFor(() => expect(applied).toHaveLength(1));
    // Time enough for the look and a batch after it, were there one.
    await new Promise((done) => setTimeout(done, 200));
    expect(applied).toHaveLength(1);
  });
});
