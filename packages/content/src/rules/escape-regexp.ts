/** A text as a regular expression that matches it literally: `a.b` -> `a\.b`. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
