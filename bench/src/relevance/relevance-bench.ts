/**
 * The relevance benchmark: the questions of `questions.ts` asked of a built site's search, exactly as the
 * modal asks them (the same data file, loaded and indexed by `loadSearch`, the engine's entry in the
 * browser), and the ranks of their answering pages summed up as hit@1, hit@3, mean reciprocal rank and
 * the questions left without a result.
 *
 *   npx tsx bench/src/relevance/relevance-bench.ts [built-dir]      # default dist/ (after npm run build)
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSearch, type Ranking, readSearchData, type SearchEngine } from '@atlas-docs/search';
import { createEncoder } from '../../../packages/search/src/engine/encoder.ts';
import type { Figure } from '../report.ts';
import { searchDataUrl } from '../search-bench.ts';
import { QUESTIONS, type Question } from './questions.ts';
import { type Answered, figuresByKind, misses, relevanceFigures, type RelevanceFigures } from './score.ts';

/** Stands for the site's origin: the files are read from the built folder, nothing goes over the network. */
const ORIGIN = 'http://site.invalid';

export interface RelevanceResult {
  figures: RelevanceFigures;
  byKind: Record<string, RelevanceFigures>;
  misses: ReturnType<typeof misses>;
}

/** The root locale's engine of a built site, once every record is indexed. */
async function loadEngine(
  builtDir: string,
  ranking: Ranking,
): Promise<{ engine: SearchEngine; vocabulary: Set<string> }> {
  const url = `${ORIGIN}${await searchDataUrl(builtDir)}`;
  const read = async (file: string): Promise<Response> =>
    new Response(await readFile(join(builtDir, new URL(file).pathname)), {
      headers: { 'content-type': 'application/json' },
    });
  const { vocabulary } = readSearchData(await (await read(url)).json());
  let loaded: SearchEngine | null = null;
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
  return { engine: loaded, vocabulary: new Set(vocabulary) };
}

/** Asks every question and sums up the answers. */
export function askAll(
  engine: SearchEngine,
  vocabulary: ReadonlySet<string>,
  questions: readonly Question[] = QUESTIONS,
): RelevanceResult {
  const encoder = createEncoder();
  const answered: Answered[] = questions.map((question) => {
    const response = engine.search(question.query);
    return {
      question,
      links: response.groups.flatMap((group) => group.items.map((hit) => hit.link)),
      wordsInDocs: encoder.encode(question.query).every((term) => vocabulary.has(term)),
    };
  });
  return {
    figures: relevanceFigures(answered),
    byKind: Object.fromEntries(figuresByKind(answered)),
    misses: misses(answered),
  };
}

/** The questions asked of a built site's search, with the reader's ranking and with the strategy of spec 5.1 alone. */
export async function relevanceBench(builtDir: string): Promise<Record<Ranking, RelevanceResult>> {
  const asked = async (ranking: Ranking): Promise<RelevanceResult> => {
    const { engine, vocabulary } = await loadEngine(builtDir, ranking);
    return askAll(engine, vocabulary);
  };
  return { reader: await asked('reader'), spec: await asked('spec') };
}

/** The targets of issue 15 on the question set. */
export const RELEVANCE_BUDGETS = {
  /** Share of questions answered by the first result, percent, at least. */
  hitAt1: 80,
  /** Share of questions answered within the first three results, percent, at least. */
  hitAt3: 95,
  /** Questions without any result although every word of them is in the docs, at most. */
  noResultWordsInDocs: 0,
} as const;

/** The table rows of both rankings; the budgets apply to the reader's ranking, the one the site uses. */
export function relevanceRows(
  results: Record<Ranking, RelevanceResult> | null,
  questions = QUESTIONS.length,
): Figure[] {
  const rows: Figure[] = [];
  const of = (ranking: Ranking): RelevanceFigures | null => results?.[ranking].figures ?? null;
  for (const [ranking, label, budgeted] of [
    ['reader', 'ranking for a reader', true],
    ['spec', 'spec 5.1 alone', false],
  ] as const) {
    const figures = of(ranking);
    const name = `Search relevance, real site, ${questions} questions, ${label}`;
    rows.push({
      label: `${name}: hit@1`,
      value: figures?.hitAt1 ?? null,
      unit: 'share',
      budget: budgeted ? RELEVANCE_BUDGETS.hitAt1 : null,
      limit: 'min',
    });
    rows.push({
      label: `${name}: hit@3`,
      value: figures?.hitAt3 ?? null,
      unit: 'share',
      budget: budgeted ? RELEVANCE_BUDGETS.hitAt3 : null,
      limit: 'min',
    });
    rows.push({ label: `${name}: mean reciprocal rank`, value: figures?.mrr ?? null, unit: 'unitless', budget: null });
    rows.push({ label: `${name}: no result`, value: figures?.noResult ?? null, unit: 'count', budget: null });
    rows.push({
      label: `${name}: no result, every word in the docs`,
      value: figures?.noResultWordsInDocs ?? null,
      unit: 'count',
      budget: budgeted ? RELEVANCE_BUDGETS.noResultWordsInDocs : null,
    });
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
  const { reader, spec } = await relevanceBench(builtDir);
  console.log(
    `The strategy of spec 5.1 alone:\n${formatRelevance(spec)}\n\nWith the reader's ranking:\n${formatRelevance(reader)}`,
  );
}
