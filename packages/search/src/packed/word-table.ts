/**
 * A locale's word table: every token of its records' headings and texts (`tokens.ts`) once, the most used
 * first, and the shape of their codes (`prefix-code.ts`). A data file writes each heading and text as the
 * codes of its tokens.
 */
import { codeWriter, type CodeShape, PrefixCode, shapeFor } from './prefix-code.ts';
import { isWordToken, textOf, tokensOf } from './tokens.ts';

/** The table as a data file holds it. */
export interface WordTableData {
  /** Every token, the most used first: a token's id is its place. */
  words: string[];
  /** How many first characters begin codes of one, two, three and four characters. */
  code: number[];
}

/** Separates the texts of records in a string of codes: not a code character. */
export const TEXT_SEPARATOR = ' ';

/** Build time: the table of these texts, and the codes of each. */
export class WordTableWriter {
  private readonly ids = new Map<string, number>();
  private readonly codeOf: (id: number) => string;
  readonly data: WordTableData;

  constructor(texts: Iterable<string>) {
    const uses = new Map<string, number>();
    for (const text of texts) for (const token of tokensOf(text)) uses.set(token, (uses.get(token) ?? 0) + 1);
    // Most used first; ties in the order of the tokens, so that the same texts always give the same table.
    const words = [...uses.keys()].sort(
      (a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
    );
    words.forEach((word, id) => this.ids.set(word, id));
    const shape = shapeFor(words.map((word) => uses.get(word) ?? 0));
    this.codeOf = codeWriter(shape);
    this.data = { words, code: [...shape] };
  }

  /** The codes of a text whose tokens are all in the table. */
  codesOf(text: string): string {
    return tokensOf(text)
      .map((token) => {
        const id = this.ids.get(token);
        if (id === undefined) throw new Error(`the word table has no token ${JSON.stringify(token)}`);
        return this.codeOf(id);
      })
      .join('');
  }

  /** The codes of several texts, separated by {@link TEXT_SEPARATOR}. */
  codesOfAll(texts: readonly string[]): string {
    return texts.map((text) => this.codesOf(text)).join(TEXT_SEPARATOR);
  }
}

/** In the browser: reads texts back from their codes. */
export class WordTable {
  private readonly code: PrefixCode;
  private readonly words: readonly string[];
  private readonly wordFlags: Uint8Array;

  constructor(data: WordTableData) {
    const [one, two, three, four] = data.code;
    if (data.code.length !== 4 || four === undefined) throw new Error('the word table has no valid code shape');
    this.code = new PrefixCode([one ?? 0, two ?? 0, three ?? 0, four] as CodeShape);
    this.words = data.words;
    this.wordFlags = Uint8Array.from(data.words, (word) => (isWordToken(word) ? 1 : 0));
  }

  /** The words of the table, not the runs between them. */
  get wordTokens(): string[] {
    return this.words.filter((_, id) => this.wordFlags[id] === 1);
  }

  /** The texts of a string of codes from {@link WordTableWriter.codesOfAll}: `count` of them, else it throws. */
  textsOf(codes: string, count: number): string[] {
    if (count === 0) {
      if (codes !== '') throw new Error('codes: texts where there should be none');
      return [];
    }
    const texts: string[] = [];
    let start = 0;
    for (let i = 0; i < count; i++) {
      const last = i === count - 1;
      const next = codes.indexOf(TEXT_SEPARATOR, start);
      if (next < 0 !== last) throw new Error(`codes: not ${count} texts`);
      const end = last ? codes.length : next;
      texts.push(this.textOf(codes, start, end));
      start = end + 1;
    }
    return texts;
  }

  private textOf(codes: string, start: number, end: number): string {
    const ids: number[] = [];
    this.code.read(codes, (id) => ids.push(id), start, end);
    return textOf(
      ids,
      (id) => {
        const token = this.words[id];
        if (token === undefined) throw new Error(`codes: no token ${id} in a table of ${this.words.length}`);
        return token;
      },
      (id) => this.wordFlags[id] === 1,
    );
  }
}
