/**
 * Synonym lookup in both directions: in the group ['msm', 'measurement'], each word finds the others.
 * Words are compared as the encoder writes them (`encode`), so "MSM" and "msm" are the same word.
 */
export class Synonyms {
  private readonly byWord = new Map<string, string[]>();

  constructor(
    groups: readonly (readonly string[])[],
    private readonly encode: (word: string) => string,
  ) {
    for (const group of groups) {
      for (const word of group) {
        const key = encode(word);
        const others = group.filter((other) => encode(other) !== key);
        const known = this.byWord.get(key) ?? [];
        this.byWord.set(key, [...known, ...others.filter((o) => !known.includes(o))]);
      }
    }
  }

  /** The synonyms of a word, in the order the config lists them; none when it has none. */
  of(word: string): string[] {
    return this.byWord.get(this.encode(word)) ?? [];
  }
}
