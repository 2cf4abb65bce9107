import { useEffect, useRef } from 'react';
import { useShell } from '../context.ts';
import '../builtin-islands.ts';
import { mountIslands } from '../islands.ts';

/**
 * The page's content HTML, produced at build time. During hydration the HTML is already in the DOM
 * (the hydration data leaves it out), and React keeps it as it is. Islands in it are mounted after
 * every render of new content: on load and after each navigation.
 */
export function Content() {
  const { page, site } = useShell();
  const ref = useRef<HTMLDivElement | null>(null);
  const { services } = site;
  useEffect(() => (ref.current ? mountIslands(ref.current, { services }) : undefined), [page.html, services]);
  return <div ref={ref} className="ad-content ad-doc" dangerouslySetInnerHTML={{ __html: page.html }} />;
}
