import { Encoder } from 'flexsearch';

/**
 * The one encoder of the index, the vocabulary and the highlighter, so that they agree on what a term
 * is: lower case, accents removed, split at anything but letters and digits (long numbers in groups of
 * three). FlexSearch's default also folds repeated letters; that is off, because it turns acronyms into
 * other words ("rtt" into "rt", which ends "port") and typos are the fuzzy fallback's job.
 *
 * Its cache of encoded texts is off: it keys a text's terms by the text alone, though the index asks for
 * them without repeats and the strategy with, so an answer would depend on which asked first; and the index
 * read from split data (`split/`) must answer exactly as the one made from the texts.
 */
export function createEncoder(): Encoder {
  // FlexSearch's default charset is its options' defaults: `Charset.Default` is an empty set of options.
  return new Encoder({ dedupe: false, cache: false });
}
