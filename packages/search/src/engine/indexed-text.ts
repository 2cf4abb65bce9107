import type { SearchEntry } from '../types.ts';

/**
 * The text indexed as a record's `content` field, and the "full text" of the phrase filter: the heading
 * path and the heading, then the section's text. With the headings in it, "ping options" finds the
 * Options section of the Ping page although neither heading holds both words.
 */
export function indexedText(entry: SearchEntry, content: string): string {
  return [...entry.parents, entry.title, content].join(' ');
}
