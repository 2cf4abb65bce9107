/**
 * The relevance benchmark: question sets (`question-sets.ts`: the team's questions split into train and test
 * halves, the held-out questions, known items made from the site's headings) asked of a built site's search,
 * exactly as the modal asks them (the same data file, loaded and indexed by `loadSearch`, the engine's entry
 * in the browser), and the ranks of their answering pages summed up as hit@1, hit@3, mean reciprocal rank
 * and the questions left without a result.
 *
 *   npx tsx bench/src/relevance/relevance-bench.ts [built-dir] [--set train]   # default dist/, the train half
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSearch, type Ranking, readSearchData, type Searcher } from '@atlas-docs/search';
import { createEncoder } from '../../../packages/search/src/engine/encoder.ts';
import type { Figure } from '../report.ts';
import { searchDataUrl } from '../search-bench.ts';
import { HELD_OUT_QUESTIONS } from './held-out-questions.ts';
import { type IndexedSection, knownItemQuestions, splitQuestions } from './question-sets.ts';
import { READER_QUESTIONS } from './reader-questions.ts';
import { sameAnswers, splitEngineOf } from './split-identity.ts';
import { QUESTIONS, type Question } from './questions.ts';
import { type Answered, figuresByKind, misses, relevanceFigures, type RelevanceFigures } from './score.ts';

/** Stands for the site's origin: the files are read from the built folder, nothing goes over the network. */
const ORIGIN = 'http://site.invalid';

export interface RelevanceResult {
  figures: RelevanceFigures;
  byKind: Record<string, RelevanceFigures>;
  misses: ReturnType<typeof misses>;
}

/** The question sets, in the order the bench prints them. */
export const SETS = ['all', 'train', 'test', 'held-out', 'reader side', 'known items'] as const;
export type SetName = (typeof SETS)[number];

/** Of every question of every set (each once), how many the split data answers as the one file does. */
export interface SplitIdentity {
  same: number;
  questions: number;
}

/** Each set's result with each ranking, and with each ranking whether the split data answers the same. */
export type RelevanceRun = Record<Ranking, Record<SetName, RelevanceResult>> & {
  split: Record<Ranking, SplitIdentity>;
};

interface LoadedEngine {
  engine: Searcher;
  vocabulary: Set<string>;
  sections: IndexedSection[];
}

/** The root locale's engine of a built site, once every record is indexed, with its vocabulary and sections. */
async function loadEngine(builtDir: string, ranking: Ranking): Promise<LoadedEngine> {
  const url = `${ORIGIN}${await searchDataUrl(builtDir)}`;
  const read = async (file: string): Promise<Response> =>
    new Response(await readFile(join(builtDir, new URL(file).pathname)), {
      headers: { 'content-type': 'application/json' },
    });
  const { vocabulary, index } = readSearchData(await (await read(url)).json());
  let loaded: Searcher | null = null;
  await loadSearch({
    url,
    root: '/',
    ranking,
    fetch: read,
    onProgress: (engine, complete) => {
      if (complete) loaded = engine;
    },
  });
  if (!loaded) throw new Error(`${builtDir}: the search never finished indexing`);
  return { engine: loaded, vocabulary: new Set(vocabulary), sections: index };
}

/** Asks every question and sums up the answers. */
export async function askAll(
  engine: Searcher,
  vocabulary: ReadonlySet<string>,
  questions: readonly Question[] = QUESTIONS,
): Promise<RelevanceResult> {
  const encoder = createEncoder();
  const answered: Answered[] = [];
  for (const question of questions) {
    const response = await engine.answer(question.query);
    answered.push({
      question,
      links: response.groups.flatMap((group) => group.items.map((hit) => hit.link)),
      wordsInDocs: encoder.encode(question.query).every((term) => vocabulary.has(term)),
    });
  }
  return {
    figures: relevanceFigures(answered),
    byKind: Object.fromEntries(figuresByKind(answered)),
    misses: misses(answered),
  };
}

/** The question sets of a site whose sections are these (the known items are made from them). */
export function questionSets(sections: readonly IndexedSection[]): Record<SetName, Question[]> {
  const { train, test } = splitQuestions(QUESTIONS);
  return {
    all: QUESTIONS,
    train,
    test,
    'held-out': HELD_OUT_QUESTIONS,
    'reader side': READER_QUESTIONS,
    'known items': knownItemQuestions(sections),
  };
}

const NO_IDENTITY: SplitIdentity = { same: 0, questions: 0 };

/** Every set asked of a built site's search, with the reader's ranking and with the strategy of spec 5.1 alone. */
export async function relevanceBench(builtDir: string): Promise<RelevanceRun> {
  const split: Partial<Record<Ranking, SplitIdentity>> = {};
  const asked = async (ranking: Ranking): Promise<Record<SetName, RelevanceResult>> => {
    const { engine, vocabulary, sections } = await loadEngine(builtDir, ranking);
    const sets = questionSets(sections);
    const results: Partial<Record<SetName, RelevanceResult>> = {};
    for (const set of SETS) results[set] = await askAll(engine, vocabulary, sets[set]);
    const queries = [...new Set(SETS.flatMap((set) => sets[set].map((q) => q.query)))];
    const same = await sameAnswers(engine, await splitEngineOf(builtDir, ranking), queries);
    split[ranking] = { same, questions: queries.length };
    return results as Record<SetName, RelevanceResult>;
  };
  const reader = await asked('reader');
  const spec = await asked('spec');
  return { reader, spec, split: { reader: split.reader ?? NO_IDENTITY, spec: split.spec ?? NO_IDENTITY } };
}

/** The budgets of the reader's ranking, by set: hit@1 and hit@3 at least, percent. */
export const RELEVANCE_BUDGETS: Partial<Record<SetName, { hitAt1?: number; hitAt3?: number }>> = {
  all: { hitAt1: 80, hitAt3: 95 },
  test: { hitAt1: 85, hitAt3: 95 },
  'held-out': { hitAt1: 85, hitAt3: 95 },
  'known items': { hitAt1: 90 },
};
/** The train half may do better than the test half by this many points at most (hit@1 and hit@3). */
export const TRAIN_TEST_GAP = 3;
/** Questions without any result although every word of them is in the docs, at most, in every set. */
export const NO_RESULT_WORDS_IN_DOCS = 0;

/** The table rows of every set with both rankings; the budgets apply to the reader's ranking, the one the site uses. */
export function relevanceRows(run: RelevanceRun | null): Figure[] {
  const rows: Figure[] = [];
  for (const [ranking, label, budgeted] of [
    ['reader', 'ranking for a reader', true],
    ['spec', 'spec 5.1 alone', false],
  ] as const) {
    for (const set of SETS) {
      const result = run?.[ranking][set] ?? null;
      const figures = result?.figures ?? null;
      const budget = budgeted ? RELEVANCE_BUDGETS[set] : undefined;
      const size = figures ? `${figures.questions} ` : '';
      const name = `Search relevance, real site, ${set} (${size}questions), ${label}`;
      rows.push(
        {
          label: `${name}: hit@1`,
          value: figures?.hitAt1 ?? null,
          unit: 'share',
          budget: budget?.hitAt1 ?? null,
          limit: 'min',
        },
        {
          label: `${name}: hit@3`,
          value: figures?.hitAt3 ?? null,
          unit: 'share',
          budget: budget?.hitAt3 ?? null,
          limit: 'min',
        },
        { label: `${name}: mean reciprocal rank`, value: figures?.mrr ?? null, unit: 'unitless', budget: null },
        { label: `${name}: no result`, value: figures?.noResult ?? null, unit: 'count', budget: null },
        {
          label: `${name}: no result, every word in the docs`,
          value: figures?.noResultWordsInDocs ?? null,
          unit: 'count',
          budget: budgeted ? NO_RESULT_WORDS_IN_DOCS : null,
        },
      );
    }
    const identity = run?.split[ranking];
    rows.push({
      label: `Search relevance, real site, every question (${identity?.questions ?? ''}), ${label}: answered otherwise by the data split in parts`,
      value: identity ? identity.questions - identity.same : null,
      unit: 'count',
      budget: 0,
    });
    const train = run?.[ranking].train.figures;
    const test = run?.[ranking].test.figures;
    for (const measure of ['hitAt1', 'hitAt3'] as const) {
      rows.push({
        label: `Search relevance, real site, train minus test, ${label}: ${measure === 'hitAt1' ? 'hit@1' : 'hit@3'}`,
        value: train && test ? train[measure] - test[measure] : null,
        unit: 'points',
        budget: budgeted ? TRAIN_TEST_GAP : null,
      });
    }
  }
  return rows;
}

const fixed = (value: number, digits = 1): string => value.toFixed(digits);

/** A readable summary: the figures, per kind of question, and the questions not answered first. */
export function formatRelevance(result: RelevanceResult): string {
  const line = (label: string, f: RelevanceFigures): string =>
    `${label.padEnd(12)} ${String(f.questions).padStart(4)}  hit@1 ${fixed(f.hitAt1).padStart(5)} %  ` +
    `hit@3 ${fixed(f.hitAt3).padStart(5)} %  MRR ${fixed(f.mrr, 3)}  no result ${f.noResult} ` +
    `(words in the docs: ${f.noResultWordsInDocs})`;
  const lines = [line('all', result.figures)];
  for (const [kind, figures] of Object.entries(result.byKind)) lines.push(line(kind, figures));
  lines.push('', 'not first:');
  for (const miss of result.misses) {
    lines.push(
      `  ${miss.rank === null ? '  -' : String(miss.rank).padStart(3)}  ${miss.query.padEnd(40)} ${miss.first}`,
    );
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const builtDir = process.argv[2] ?? 'dist';
  // `--set held-out` prints one set (default: the train half, the one the ranking may be tuned on).
  const setArg = process.argv.indexOf('--set');
  const set = (setArg > 0 ? process.argv[setArg + 1] : 'train') as SetName;
  if (!SETS.includes(set)) throw new Error(`--set takes one of ${SETS.join(', ')}`);
  const run = await relevanceBench(builtDir);
  console.log(
    `${set}, the strategy of spec 5.1 alone:\n${formatRelevance(run.spec[set])}\n\n` +
      `${set}, with the reader's ranking:\n${formatRelevance(run.reader[set])}`,
  );
}
