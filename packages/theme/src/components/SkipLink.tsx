import { MAIN_CONTENT_ID, SKIP_LINK_ID } from '../constants.ts';

/**
 * The skip link, the first Tab stop of every page. It is rendered at build time before the top region's
 * root and the shell's, outside React (see `renderSkipLink`), so it comes before a banner's controls; the
 * shell keeps its text in the page's language (`useSkipLinkLabel`).
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a id={SKIP_LINK_ID} className="ad-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {label}
    </a>
  );
}
