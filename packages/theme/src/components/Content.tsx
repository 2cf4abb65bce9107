import { useShell } from '../context.ts';

/**
 * The page's content HTML, produced at build time. During hydration the HTML is already in the DOM
 * (the hydration data leaves it out), and React keeps it as it is.
 */
export function Content() {
  const { page } = useShell();
  return <div className="ad-content ad-doc" dangerouslySetInnerHTML={{ __html: page.html }} />;
}
