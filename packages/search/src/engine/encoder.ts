import { Charset, Encoder } from 'flexsearch';

/**
 * The one encoder of the index, the vocabulary and the highlighter, so that they agree on what a term
 * is: lower case, accents removed, split at anything but letters and digits (long numbers in groups of
 * three). FlexSearch's default also folds repeated letters; that is off, because it turns acronyms into
 * other words ("rtt" into "rt", which ends "port") and typos are the fuzzy fallback's job.
 */
export function createEncoder(): Encoder {
  return new Encoder({ ...Charset.Default, dedupe: false });
}
