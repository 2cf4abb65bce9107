/**
 * When the dev server's background work (the watcher's walk, every page rendered) may start: once its first
 * answer is out, so that a reader's first page is not made beside it (its stylesheets took seconds more), or
 * after a while if nobody asked for anything.
 */
export class FirstAnswer {
  private markAsked: () => void = () => {};
  private readonly asked = new Promise<void>((done) => (this.markAsked = done));
  private markAnswered: () => void = () => {};
  private readonly answered = new Promise<void>((done) => (this.markAnswered = done));

  /** Answers a request with `answer`, noting the first. */
  async answer<T>(answer: () => Promise<T>): Promise<T> {
    this.markAsked();
    try {
      return await answer();
    } finally {
      this.markAnswered();
    }
  }

  /**
   * Resolves once the first request is answered, or after `waitMs` if none was asked for by then; one asked for
   * before that stops the clock, and is waited for however long it takes.
   */
  settled(waitMs: number): Promise<void> {
    return new Promise((done) => {
      const clock = setTimeout(done, waitMs);
      void this.asked.then(() => {
        clearTimeout(clock);
        void this.answered.then(done);
      });
    });
  }
}
