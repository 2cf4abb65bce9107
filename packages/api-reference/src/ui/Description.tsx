import { useReference } from './context.ts';

/** Markup that is one paragraph and nothing else: its inside, else null. */
function singleParagraph(html: string): string | null {
  const inside = /^<p>([\s\S]*)<\/p>\s*$/.exec(html)?.[1];
  return inside !== undefined && !/<\/?p[\s>]/.test(inside) ? inside : null;
}

/**
 * A description from the API description, as sanitised HTML; nothing when it is empty. `compact` (a table
 * cell's) draws a one-paragraph description as that paragraph alone: a resource page has a thousand of them.
 */
export function Description({
  text,
  className = 'ad-api__description',
  compact = false,
}: {
  text: string;
  className?: string;
  compact?: boolean;
}) {
  const { toHtml } = useReference();
  if (!text.trim()) return null;
  const html = toHtml(text);
  const paragraph = compact ? singleParagraph(html) : null;
  if (paragraph !== null) return <p className={className} dangerouslySetInnerHTML={{ __html: paragraph }} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
