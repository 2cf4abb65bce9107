import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUESTIONS, type Question } from '../src/relevance/questions.ts';
import { HELD_OUT_QUESTIONS } from '../src/relevance/held-out-questions.ts';
import { READER_QUESTIONS } from '../src/relevance/reader-questions.ts';
import {
  knownItemQuestions,
  oneLetterTypo,
  SEED,
  seeded,
  splitQuestions,
  variantsOf,
} from '../src/relevance/question-sets.ts';
import { relevanceRows, SETS, type RelevanceResult, type SetName } from '../src/relevance/relevance-bench.ts';
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
  const result = (hitAt1: number, hitAt3 = 100): RelevanceResult => ({
    figures: { questions: 2, hitAt1, hitAt3, mrr: 0.75, noResult: 1, noResultWordsInDocs: 0 },
    byKind: {},
    misses: [],
  });
  const sets = (hitAt1: number, trainHitAt1 = hitAt1) =>
    Object.fromEntries(SETS.map((set) => [set, result(set === 'train' ? trainHitAt1 : hitAt1)])) as Record<
      SetName,
      RelevanceResult
    >;

  it("budgets the reader's ranking only, per set, hit rates as minimums, and the train-test gap", () => {
    const split = { reader: { same: 900, questions: 900 }, spec: { same: 898, questions: 900 } };
    const rows = relevanceRows({ reader: sets(88, 95), spec: sets(25), split });
    expect(
      rows.filter((r) => r.label.includes('split in parts')).map((r) => [r.value, r.budget, verdictOf(r)]),
    ).toEqual([
      [0, 0, 'within'],
      [2, 0, 'OVER'],
    ]);
    const reader = rows.filter((r) => r.label.includes('for a reader'));
    const verdicts = (set: string) =>
      reader
        .filter((r) => r.label.includes(`real site, ${set} (`))
        .map((r) => [r.label.split(': ')[1], r.budget, verdictOf(r)]);
    expect(verdicts('all')).toEqual([
      ['hit@1', 80, 'within'],
      ['hit@3', 95, 'within'],
      ['mean reciprocal rank', null, ''],
      ['no result', null, ''],
      ['no result, every word in the docs', 0, 'within'],
    ]);
    expect(verdicts('test').slice(0, 2)).toEqual([
      ['hit@1', 85, 'within'],
      ['hit@3', 95, 'within'],
    ]);
    expect(verdicts('known items').slice(0, 2)).toEqual([
      ['hit@1', 90, 'OVER'],
      ['hit@3', null, ''],
    ]);
    const gap = reader.filter((r) => r.label.includes('train minus test'));
    expect(gap.map((r) => [r.value, r.budget, verdictOf(r)])).toEqual([
      [7, 3, 'OVER'],
      [0, 3, 'within'],
    ]);
    // The spec's strategy alone has no budget of relevance; that its answers do not change with the split does.
    const spec = rows.filter((r) => r.label.includes('spec 5.1 alone'));
    expect(spec.filter((r) => r.budget !== null).map((r) => r.label)).toEqual([
      expect.stringContaining('answered otherwise by the data split in parts'),
    ]);
    expect(formatValue(reader[0]?.value ?? null, 'share')).toBe('88.0 %');
    expect(formatValue(gap[0]?.value ?? null, 'points')).toBe('7.0 points');
  });

  it('marks every budgeted row not measured when the site was not built', () => {
    const budgeted = relevanceRows(null).filter((r) => r.budget !== null);
    expect(budgeted.length).toBeGreaterThan(10);
    expect(new Set(budgeted.map(verdictOf))).toEqual(new Set(['not measured']));
  });
});

describe('the question sets', () => {
  it('split the team questions in two halves by the fixed seed, the same every run', () => {
    const { train, test } = splitQuestions(QUESTIONS);
    expect(train.length + test.length).toBe(QUESTIONS.length);
    expect(Math.abs(train.length - test.length)).toBeLessThanOrEqual(1);
    expect(new Set([...train, ...test])).toEqual(new Set(QUESTIONS));
    expect(splitQuestions(QUESTIONS).train).toEqual(train);
    expect(splitQuestions(QUESTIONS, SEED + 1).train).not.toEqual(train);
  });

  it('hold 60 held-out questions, none of them a team question, each answered by pages of the site', () => {
    expect(HELD_OUT_QUESTIONS).toHaveLength(60);
    const team = new Set(QUESTIONS.map((q) => q.query.toLowerCase()));
    expect(HELD_OUT_QUESTIONS.filter((q) => team.has(q.query.toLowerCase()))).toEqual([]);
    const missing = HELD_OUT_QUESTIONS.flatMap((q) => q.answers.filter((route) => !existsSync(fileOf(route))));
    expect(missing).toEqual([]);
  });

  it('hold 40 reader-side questions, in no other set, each answered by pages of the site', () => {
    expect(READER_QUESTIONS).toHaveLength(40);
    const others = new Set([...QUESTIONS, ...HELD_OUT_QUESTIONS].map((q) => q.query.toLowerCase()));
    expect(READER_QUESTIONS.filter((q) => others.has(q.query.toLowerCase()))).toEqual([]);
    const missing = READER_QUESTIONS.flatMap((q) => q.answers.filter((route) => !existsSync(fileOf(route))));
    expect(missing).toEqual([]);
  });

  it("make a heading's variants: as written, lower case, one word dropped, a one-letter typo, two words joined", () => {
    const variants = variantsOf('Choosing the Packet Size', seeded(1));
    expect(variants.map((v) => v.kind)).toEqual([
      'as written',
      'lower case',
      'one word dropped',
      'one-letter typo',
      'two words joined',
    ]);
    expect(variants[1]?.query).toBe('choosing the packet size');
    expect(variants[2]?.query.split(' ')).toHaveLength(3);
    const typo = variants[3]?.query ?? '';
    expect(typo).not.toBe('choosing the packet size');
    expect(Math.abs(typo.length - 'choosing the packet size'.length)).toBeLessThanOrEqual(1);
    expect(variants[4]?.query.split(' ')).toHaveLength(3);
    expect(variantsOf('Ping', seeded(1)).map((v) => v.query)).toEqual(['Ping', 'ping']);
    expect(oneLetterTypo('dns', seeded(1))).toBeNull();
  });

  it("known items: a page's title and h2 headings that only it has, each variant once, expecting that page", () => {
    const sections = [
      { title: 'Ping', link: '/ping', parents: [] },
      { title: 'Packet size', link: '/ping', parents: ['Ping'] },
      { title: 'Options', link: '/ping', parents: ['Ping'] },
      { title: 'Deep', link: '/ping', parents: ['Ping', 'Packet size'] },
      { title: 'DNS', link: '/dns', parents: [] },
      { title: 'Options', link: '/dns', parents: ['DNS'] },
    ];
    const questions = knownItemQuestions(sections);
    expect(questions.some((q) => q.query.toLowerCase() === 'options' || q.query === 'Deep')).toBe(false);
    expect(questions.filter((q) => q.query.toLowerCase() === 'packet size')).toHaveLength(1);
    expect(questions.find((q) => q.query === 'Packet size')?.answers).toEqual(['/ping']);
    expect(questions.find((q) => q.query.toLowerCase() === 'dns')?.answers).toEqual(['/dns']);
    expect(new Set(questions.map((q) => q.query.toLowerCase())).size).toBe(questions.length);
  });
});
