import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUESTIONS, type Question } from '../src/relevance/questions.ts';
import { relevanceRows, type RelevanceResult } from '../src/relevance/relevance-bench.ts';
import { formatValue, verdictOf } from '../src/report.ts';
import { type Answered, figuresByKind, misses, pageOf, rankOf, relevanceFigures } from '../src/relevance/score.ts';

const CONTENT = resolve(dirname(fileURLToPath(import.meta.url)), '../../site/content');

/** The markdown file of a route, as the content pipeline maps them (`/a/` is `a/index.md`). */
const fileOf = (route: string): string =>
  join(CONTENT, route.endsWith('/') ? `${route.slice(1)}index.md` : `${route.slice(1)}.md`);

describe('the question set', () => {
  it('has at least 80 questions, each asked once, of every kind and asker', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(QUESTIONS.map((q) => q.query.toLowerCase())).size).toBe(QUESTIONS.length);
    expect(new Set(QUESTIONS.map((q) => q.kind))).toEqual(
      new Set(['phrase', 'words', 'identifier', 'typo', 'synonym']),
    );
    expect(new Set(QUESTIONS.map((q) => q.asker))).toEqual(new Set(['host', 'researcher', 'api']));
  });

  it('answers each question with pages the real site has', () => {
    const missing = QUESTIONS.flatMap((q) => q.answers.filter((route) => !existsSync(fileOf(route))));
    expect(missing).toEqual([]);
    expect(QUESTIONS.every((q) => q.answers.length > 0 && q.query.length <= 64)).toBe(true);
  });
});

const question = (query: string, answers: string[], kind: Question['kind'] = 'words'): Question => ({
  query,
  answers,
  asker: 'api',
  kind,
});

describe('rankOf', () => {
  it('is the 1-based rank of the first result on an answering page, any section of it', () => {
    expect(rankOf(['/a#x', '/b', '/b#y'], ['/b'])).toBe(2);
    expect(rankOf(['/a#x', '/b'], ['/c', '/a'])).toBe(1);
    expect(rankOf(['/a'], ['/b'])).toBeNull();
    expect(pageOf('/docs/x/#y')).toBe('/docs/x/');
  });
});

describe('relevanceFigures', () => {
  const answered: Answered[] = [
    { question: question('one', ['/a']), links: ['/a'], wordsInDocs: true },
    { question: question('two', ['/b']), links: ['/a', '/b#s'], wordsInDocs: true },
    { question: question('four', ['/d'], 'typo'), links: ['/a', '/b', '/c', '/d'], wordsInDocs: false },
    { question: question('none', ['/e'], 'typo'), links: [], wordsInDocs: false },
    { question: question('none in docs', ['/e']), links: [], wordsInDocs: true },
  ];

  it('gives hit@1, hit@3 and MRR in percent and as a mean, and counts the questions without a result', () => {
    expect(relevanceFigures(answered)).toEqual({
      questions: 5,
      hitAt1: 20,
      hitAt3: 40,
      mrr: (1 + 1 / 2 + 1 / 4) / 5,
      noResult: 2,
      noResultWordsInDocs: 1,
    });
  });

  it('gives the same per kind of question, and lists the questions not answered first', () => {
    const byKind = figuresByKind(answered);
    expect([...byKind.keys()]).toEqual(['words', 'typo']);
    expect(byKind.get('typo')).toMatchObject({ questions: 2, hitAt1: 0, noResult: 1, noResultWordsInDocs: 0 });
    expect(misses(answered)).toEqual([
      { query: 'two', rank: 2, first: '/a' },
      { query: 'four', rank: 4, first: '/a' },
      { query: 'none', rank: null, first: '(no result)' },
      { query: 'none in docs', rank: null, first: '(no result)' },
    ]);
  });
});

describe('relevanceRows', () => {
  const figures = (hitAt1: number): RelevanceResult => ({
    figures: { questions: 2, hitAt1, hitAt3: 100, mrr: 0.75, noResult: 1, noResultWordsInDocs: 0 },
    byKind: {},
    misses: [],
  });

  it("budgets the reader's ranking only, hit rates as minimums, and prints them as shares", () => {
    const rows = relevanceRows({ reader: figures(50), spec: figures(25) }, 2);
    const reader = rows.filter((r) => r.label.includes('for a reader'));
    expect(reader.map((r) => [r.label.split(': ')[1], r.budget, verdictOf(r)])).toEqual([
      ['hit@1', 80, 'OVER'],
      ['hit@3', 95, 'within'],
      ['mean reciprocal rank', null, ''],
      ['no result', null, ''],
      ['no result, every word in the docs', 0, 'within'],
    ]);
    expect(rows.filter((r) => r.label.includes('spec 5.1 alone')).every((r) => r.budget === null)).toBe(true);
    expect(formatValue(reader[0]?.value ?? null, 'share')).toBe('50.0 %');
  });

  it('marks every row not measured when the site was not built', () => {
    expect(
      relevanceRows(null)
        .filter((r) => r.budget !== null)
        .map(verdictOf),
    ).toEqual(Array(3).fill('not measured'));
  });
});
