import { useShell } from '../context.ts';

/** Previous and next pages, in sidebar order. */
export function Pager() {
  const { page, locale } = useShell();
  const { prev, next } = page;
  if (!prev && !next) return null;
  return (
    <nav className="ad-pager" aria-label={`${locale.labels.prevPage} / ${locale.labels.nextPage}`}>
      {prev ? (
        <a className="ad-pager__link ad-pager__link--prev" href={prev.link} rel="prev">
          <span className="ad-pager__desc">{locale.labels.prevPage}</span>
          <span className="ad-pager__title">{prev.text}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="ad-pager__link ad-pager__link--next" href={next.link} rel="next">
          <span className="ad-pager__desc">{locale.labels.nextPage}</span>
          <span className="ad-pager__title">{next.text}</span>
        </a>
      )}
    </nav>
  );
}
