import type { Segment } from '@atlas-docs/search/client';

/** Text with its matched words in `<mark>`: built as elements, so no text from the data is ever parsed as HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, i) =>
    segment.match ? (
      <mark key={i} className="ad-search-result__match">
        {segment.text}
      </mark>
    ) : (
      <span key={i}>{segment.text}</span>
    ),
  );
}
