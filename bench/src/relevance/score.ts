/** Relevance figures of a question set: pure functions of the result lists the engine gave. */
import type { Question, QuestionKind } from './questions.ts';

/** One question as the engine answered it. */
export interface Answered {
  question: Question;
  /** The links of the results in the order the modal shows them (groups flattened), `#anchor` included. */
  links: string[];
  /** Whether every word of the query is a term of the docs (as the index writes it). */
  wordsInDocs: boolean;
}

export interface RelevanceFigures {
  questions: number;
  /** Share of questions whose first result is on an answering page, percent. */
  hitAt1: number;
  /** Share of questions with an answering page among the first three results, percent. */
  hitAt3: number;
  /** Mean of 1 / rank of the first answering result (0 when none is among the results). */
  mrr: number;
  /** Questions that got no result at all. */
  noResult: number;
  /** Of those, the questions whose every word is in the docs: the ones a reader is sure to be let down by. */
  noResultWordsInDocs: number;
}

/** The page of a result link: the path without its `#anchor` or query. */
export const pageOf = (link: string): string => link.replace(/[?#].*$/, '');

/** 1-based rank of the first result on one of the answering pages, or null when none is. */
export function rankOf(links: readonly string[], answers: readonly string[]): number | null {
  const index = links.findIndex((link) => answers.includes(pageOf(link)));
  return index < 0 ? null : index + 1;
}

const percent = (part: number, whole: number): number => (whole ? (part / whole) * 100 : 0);

export function relevanceFigures(answered: readonly Answered[]): RelevanceFigures {
  const ranks = answered.map((a) => rankOf(a.links, a.question.answers));
  const within = (n: number): number => ranks.filter((r) => r !== null && r <= n).length;
  const reciprocal = ranks.reduce<number>((sum, r) => sum + (r === null ? 0 : 1 / r), 0);
  const empty = answered.filter((a) => a.links.length === 0);
  return {
    questions: answered.length,
    hitAt1: percent(within(1), answered.length),
    hitAt3: percent(within(3), answered.length),
    mrr: answered.length ? reciprocal / answered.length : 0,
    noResult: empty.length,
    noResultWordsInDocs: empty.filter((a) => a.wordsInDocs).length,
  };
}

/** The figures of each kind of question, in the order kinds first appear. */
export function figuresByKind(answered: readonly Answered[]): Map<QuestionKind, RelevanceFigures> {
  const kinds = [...new Set(answered.map((a) => a.question.kind))];
  return new Map(kinds.map((kind) => [kind, relevanceFigures(answered.filter((a) => a.question.kind === kind))]));
}

/** The questions not answered first, with their rank (null: not among the results) and the first result. */
export function misses(answered: readonly Answered[]): { query: string; rank: number | null; first: string }[] {
  return answered.flatMap((a) => {
    const rank = rankOf(a.links, a.question.answers);
    return rank === 1 ? [] : [{ query: a.question.query, rank, first: a.links[0] ?? '(no result)' }];
  });
}
