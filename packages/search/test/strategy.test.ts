import { describe, expect, it } from 'vitest';
import { parseQuery } from '../src/engine/query.ts';
import { mergeIds, runStrategy, type StrategyContext, type TermIndex } from '../src/engine/strategy.ts';
import { Synonyms } from '../src/engine/synonyms.ts';

/** An index answering from a table, recording each call: the strategy's branches are seen exactly. */
class TableIndex implements TermIndex {
  readonly calls: string[] = [];
  constructor(private readonly table: Record<string, number[]>) {}
  find(query: string, limit: number, suggest: boolean): number[] {
    this.calls.push(`${query} ${limit} ${suggest ? 'or' : 'and'}`);
    return (this.table[query] ?? []).slice(0, limit);
  }
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

function context(
  table: Record<string, number[]>,
  texts: Record<number, string> = {},
): StrategyContext & { index: TableIndex } {
  const encode = (text: string): string[] =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  return {
    index: new TableIndex(table),
    fullText: (id) => texts[id] ?? '',
    encode,
    vocabulary: ['latency', 'measurement', 'probe', 'probes', 'traceroute'],
    synonyms: new Synonyms(
      [
        ['msm', 'measurement'],
        ['rtt', 'latency'],
      ],
      (w) => encode(w).join(' '),
    ),
  };
}

const run = (query: string, ctx: StrategyContext) => runStrategy(parseQuery(query), ctx);

describe('a quoted query', () => {
  it("fetches 50 with 'or', keeps those whose full text holds the phrase (any case), at most 20", () => {
    const texts: Record<number, string> = {};
    for (const id of range(0, 50)) texts[id] = id % 2 ? 'The Round Trip time' : 'round and trip';
    const ctx = context({ 'round trip': range(0, 60) }, texts);
    const found = run('"round trip"', ctx);
    expect(ctx.index.calls).toEqual(['round trip 50 or']);
    expect(found.ids).toEqual(
      range(0, 50)
        .filter((id) => id % 2)
        .slice(0, 20),
    );
    expect(found.terms).toEqual(['round', 'trip']);
  });

  it('finds nothing when no hit holds the phrase', () => {
    const ctx = context({ 'trip round': [1, 2] }, { 1: 'round trip', 2: 'round trip' });
    expect(run('"trip round"', ctx).ids).toEqual([]);
  });
});

describe('several words', () => {
  it("need all to match ('and'), up to 20", () => {
    const ctx = context({ 'ping options': range(0, 30) });
    expect(run('ping options', ctx).ids).toEqual(range(0, 20));
    expect(ctx.index.calls).toEqual(['ping options 20 and']);
  });

  it('add the results of each word replaced by each synonym, merged without duplicates, in order', () => {
    const ctx = context({ 'msm rtt': [1, 2], 'measurement rtt': [2, 3], 'msm latency': [4, 1] });
    const found = run('msm rtt', ctx);
    expect(ctx.index.calls).toEqual(['msm rtt 20 and', 'measurement rtt 20 and', 'msm latency 20 and']);
    expect(found.ids).toEqual([1, 2, 3, 4]);
    expect(found.terms).toEqual(['msm', 'rtt', 'measurement', 'latency']);
  });

  it('keep at most 20 with the synonyms', () => {
    const ctx = context({ 'msm results': range(0, 15), 'measurement results': range(10, 30) });
    expect(run('msm results', ctx).ids).toEqual(range(0, 20));
  });
});

describe('one word', () => {
  it('is suggestion matching, up to 20', () => {
    const ctx = context({ probe: range(0, 25) });
    expect(run('probe', ctx).ids).toEqual(range(0, 20));
    expect(ctx.index.calls).toEqual(['probe 20 or']);
  });

  it("falls back to fuzzy 'or' matching at 0.2 when it finds nothing", () => {
    const ctx = context({ 'probe probes': [7, 8, 9] });
    const found = run('probs', ctx);
    expect(ctx.index.calls).toEqual(['probs 20 or', 'probe probes 20 or']);
    expect(found).toEqual({ ids: [7, 8, 9], terms: ['probe', 'probes'] });
  });

  it('tries fuzziness 0.3 when 0.2 finds nothing', () => {
    const ctx = context({ measurement: [4, 5, 6] });
    const found = run('mesurment', ctx);
    expect(ctx.index.calls).toEqual(['mesurment 20 or', 'measurement 20 or']);
    expect(found.ids).toEqual([4, 5, 6]);
  });

  it('does not fuzz words shorter than 3 letters', () => {
    const ctx = context({});
    expect(run('pr', ctx).ids).toEqual([]);
    expect(ctx.index.calls).toEqual(['pr 20 or']);
  });

  it('also searches synonyms when there are fewer than 3 results, in both directions', () => {
    const forward = context({ msm: [1], measurement: [2, 1, 3] });
    expect(run('msm', forward)).toEqual({ ids: [1, 2, 3], terms: ['msm', 'measurement'] });
    expect(forward.index.calls).toEqual(['msm 20 or', 'measurement 20 or']);

    const backward = context({ measurement: [2], msm: [5] });
    expect(run('measurement', backward).ids).toEqual([2, 5]);
    expect(backward.index.calls).toEqual(['measurement 20 or', 'msm 20 or']);
  });

  it('does not search synonyms with 3 results or more', () => {
    const ctx = context({ msm: [1, 2, 3], measurement: [4] });
    expect(run('msm', ctx).ids).toEqual([1, 2, 3]);
    expect(ctx.index.calls).toEqual(['msm 20 or']);
  });

  it('searches the synonyms of the word the fuzzy fallback found, too', () => {
    const ctx = context({ latency: [3], rtt: [4] });
    expect(run('latancy', ctx)).toEqual({ ids: [3, 4], terms: ['latency', 'rtt'] });
    expect(ctx.index.calls).toEqual(['latancy 20 or', 'latency 20 or', 'rtt 20 or']);
  });
});

describe('an empty query', () => {
  it('asks nothing', () => {
    const ctx = context({});
    expect(run(' "" ', ctx)).toEqual({ ids: [], terms: [] });
    expect(ctx.index.calls).toEqual([]);
  });
});

describe('mergeIds', () => {
  it('keeps first occurrences, in order, up to the limit', () => {
    expect(mergeIds([[1, 2], [2, 3], [4]], 3)).toEqual([1, 2, 3]);
  });
});
