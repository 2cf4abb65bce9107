import { useEffect, useRef } from 'react';
import { useShell } from '../context.ts';
import '../builtin-islands.ts';
import { mountIslands } from '../islands.ts';

/**
 * The page's content HTML, produced at build time. During hydration the HTML is already in the DOM, and
 * the page's `html` is only a stand-in (`CONTENT_IN_DOCUMENT`): React keeps the element's inner HTML as
 * it is, and sets it when a navigation brings new content. Islands in it are mounted after every render
 * of new content: on load and after each navigation.
 */
export function Content() {
  const { page } = useShell();
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => (ref.current ? mountIslands(ref.current) : undefined), [page.html]);
  return (
    <div
      ref={ref}
      className="ad-content ad-doc"
      dangerouslySetInnerHTML={{ __html: page.html }}
      // The stand-in differs from the document's HTML on purpose.
      suppressHydrationWarning
    />
  );
}
