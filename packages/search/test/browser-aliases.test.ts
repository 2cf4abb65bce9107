import { describe, expect, it } from 'vitest';
import * as full from 'flexsearch';
import { browserAliases } from '../src/build/browser-aliases.ts';
import { createEncoder } from '../src/engine/encoder.ts';

describe('browserAliases', () => {
  it("gives the browser FlexSearch's compact build, which indexes and answers as the full one does", async () => {
    const [alias] = browserAliases();
    expect(alias?.find.test('flexsearch')).toBe(true);
    expect(alias?.find.test('flexsearch/debug')).toBe(false);
    const compact = (await import(alias?.replacement ?? '')) as typeof full;
    const answers = (flex: typeof full) => {
      const document = new flex.Document<{ id: number; title: string; content: string }>({
        tokenize: 'reverse',
        resolution: 9,
        cache: 100,
        encoder: createEncoder(),
        document: { id: 'id', index: ['title', 'content'] },
      });
      document.add({ id: 1, title: 'Traceroute', content: 'Each hop of the path' });
      document.add({ id: 2, title: 'Ping', content: 'Round-trip time to the target' });
      return [document.search('route'), document.searchCache('trip', { limit: 5, suggest: true })];
    };
    expect(answers(compact)).toEqual(answers(full));
    expect(answers(compact)[0]).toEqual([{ field: 'title', result: [1] }]);
  });
});
