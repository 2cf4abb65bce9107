/** Longest preview, in characters; it is cut at a word boundary and ends with an ellipsis. */
export const PREVIEW_LENGTH = 160;

/** The first words of a text, at most {@link PREVIEW_LENGTH} characters with the ellipsis. */
export function previewOf(text: string): string {
  if (text.length <= PREVIEW_LENGTH) return text;
  const cut = text.slice(0, PREVIEW_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  // A single very long word is cut inside; otherwise at the last whole word.
  return `${(space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The preview as a data file stores it: empty when it is the first words of the content, which the
 * browser cuts again with {@link previewOf}. Most previews are, and storing them twice would make the
 * file a fifth larger.
 */
export function storedPreview(preview: string, content: string): string {
  return preview === previewOf(content) ? '' : preview;
}

/** The preview of a record read from a data file; see {@link storedPreview}. */
export function shownPreview(stored: string, content: string): string {
  return stored || previewOf(content);
}
