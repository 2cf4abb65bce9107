import { useShell } from '../context.ts';

/** The 404 page: code, title, a quote and a way home to the root of the current language. */
export function NotFound() {
  const { locale } = useShell();
  return (
    <div className="ad-not-found">
      <p className="ad-not-found__code">404</p>
      <h1 className="ad-not-found__title">{locale.labels.notFoundTitle}</h1>
      <div className="ad-not-found__divider" />
      <blockquote className="ad-not-found__quote">
        <p>{locale.labels.notFoundQuote}</p>
      </blockquote>
      <div className="ad-not-found__action">
        <a className="ad-not-found__link" href={locale.root}>
          {locale.labels.takeMeHome}
        </a>
      </div>
    </div>
  );
}
