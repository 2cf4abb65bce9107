import { stat } from 'node:fs/promises';
import type { FileEvent } from './change-kind.ts';

/** How long the watcher waits for more events before it applies a batch: one save is often two writes. */
const SETTLE_MS = 20;
/**
 * Vite's watcher (chokidar) passes on a file's change and drops those that follow within 50 ms, so the last
 * saves of a burst can go unseen. Each file of a batch is looked at once more this long after the batch is
 * applied, which is after that window, and changed again if it differs from what was applied.
 */
const LOOK_AGAIN_MS = 60;

/** What a file event and an earlier one for the same file in the same batch make together. */
export function mergeEvents(earlier: FileEvent | undefined, event: FileEvent): FileEvent {
  // A file that came and changed in one batch came; one that went and came back changed.
  if (earlier === 'add' && event === 'change') return 'add';
  if (earlier === 'unlink' && event === 'add') return 'change';
  return event;
}

/** A file's time of change and size, null when it is gone: a different stamp means different contents. */
type Stamp = string | null;

const stampOf = (file: string): Promise<Stamp> =>
  stat(file).then(
    (stats) => `${stats.mtimeMs}:${stats.size}`,
    () => null,
  );

/**
 * Collects the watcher's file events into batches and applies them one batch at a time, in order, so that
 * the site's state is always one of its sources'; then makes sure that the last version of each file was the
 * one applied, whatever the watcher dropped.
 */
export class WatchBatches {
  private readonly waiting = new Map<string, FileEvent>();
  private settle: NodeJS.Timeout | undefined;
  private queue: Promise<void> = Promise.resolve();
  private readonly applied = new Map<string, Stamp>();
  private readonly looks = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly apply: (batch: ReadonlyMap<string, FileEvent>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A file event from the watcher. */
  add(event: FileEvent, file: string): void {
    if (this.closed) return;
    this.waiting.set(file, mergeEvents(this.waiting.get(file), event));
    clearTimeout(this.settle);
    this.settle = setTimeout(() => this.flush(), SETTLE_MS);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.settle);
    for (const look of this.looks.values()) clearTimeout(look);
  }

  private flush(): void {
    const batch = new Map(this.waiting);
    this.waiting.clear();
    this.queue = this.queue
      .then(async () => {
        // Stamped before the batch reads the files, so that a write while it runs shows as a difference.
        for (const file of batch.keys()) this.applied.set(file, await stampOf(file));
        await this.apply(batch);
        for (const file of batch.keys()) this.lookAgain(file);
      })
      .catch(this.onError);
  }

  private lookAgain(file: string): void {
    clearTimeout(this.looks.get(file));
    const look = setTimeout(() => {
      this.looks.delete(file);
      void stampOf(file).then((stamp) => {
        if (this.waiting.has(file) || stamp === this.applied.get(file)) return;
        this.add(stamp === null ? 'unlink' : 'change', file);
      });
    }, LOOK_AGAIN_MS);
    this.looks.set(file, look);
  }
}
