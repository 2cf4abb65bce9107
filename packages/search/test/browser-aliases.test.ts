import { describe, expect, it } from 'vitest';
import * as full from 'flexsearch';
import { browserAliases } from '../src/build/browser-aliases.ts';
import { searchRecords } from '../src/build/records.ts';
import { PAGES } from './fixtures/corpus.ts';

const OPTIONS = { tokenize: 'reverse', resolution: 9 } as const;
const FIELDS = ['title', 'content'] as const;

/** Every word of the corpus, its starts and ends, near misses and two-word queries. */
function queriesOf(texts: readonly string[]): string[] {
  const words = [
    ...new Set(
      texts
        .join(' ')
        .toLowerCase()
        .match(/[a-z0-9]+/g) ?? [],
    ),
  ];
  const queries = new Set<string>();
  for (const [i, word] of words.entries()) {
    queries.add(word);
    queries.add(word.slice(0, 3));
    queries.add(word.slice(-4));
    queries.add(`${word.slice(0, -1)}x`);
    queries.add(`${word} ${words[(i * 7) % words.length]}`);
  }
  return [...queries];
}

describe('browserAliases', () => {
  it("gives the browser FlexSearch's light build, whose Index of a field answers as the full build's Document", async () => {
    const [alias] = browserAliases();
    expect(alias?.find.test('flexsearch')).toBe(true);
    expect(alias?.find.test('flexsearch/debug')).toBe(false);
    const light = (await import(alias?.replacement ?? '')) as typeof full;
    expect(light.Document).toBeNull();

    const records = searchRecords(PAGES);
    const score = (terms: string[], _term: string, position: number) => (position * 8) / terms.length;
    const document = new full.Document<{ id: number; title: string; content: string }>({
      ...OPTIONS,
      score,
      encoder: new full.Encoder({ dedupe: false, cache: false }),
      document: { id: 'id', index: [...FIELDS] },
    });
    const fields = FIELDS.map(
      () => new light.Index({ ...OPTIONS, score, encoder: new light.Encoder({ dedupe: false, cache: false }) }),
    );
    for (const [id, record] of records.entries()) {
      document.add({ id, title: record.title, content: record.content });
      fields.forEach((index, i) => index.add(id, record[FIELDS[i] ?? 'title']));
    }

    const queries = queriesOf(records.map((r) => `${r.title} ${r.content}`));
    expect(queries.length).toBeGreaterThan(300);
    let found = 0;
    for (const query of queries)
      for (const options of [{ limit: 100 }, { limit: 5, suggest: true }]) {
        const byDocument = FIELDS.map(
          (field) => document.search(query, options).find((f) => f.field === field)?.result ?? [],
        );
        const byIndex = fields.map((index) => index.search(query, options));
        expect(byIndex, `${query} ${JSON.stringify(options)}`).toEqual(byDocument);
        found += byIndex.flat().length;
      }
    expect(found).toBeGreaterThan(400);
  });
});
