import { useShell } from '../context.ts';
import { Pager } from './Pager.tsx';

/** The name of the page's source file, or the label for unknown. */
export function fileNameOf(relativePath: string, unknown: string): string {
  return relativePath.split('/').pop() || unknown;
}

export function DocFooter() {
  const { page, locale } = useShell();
  const { labels } = locale;
  return (
    <footer className="ad-doc-footer">
      <div className="ad-doc-footer__meta">
        {page.editLink && (
          <a className="ad-doc-footer__edit" href={page.editLink} target="_blank" rel="noreferrer">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
              <path d="M4 20h4l10.5-10.5a2.8 2.8 0 0 0-4-4L4 16v4zM13.5 6.5l4 4" />
            </svg>
            {labels.editLink}
          </a>
        )}
        {page.lastUpdated !== null && page.lastUpdatedText !== null && (
          <p className="ad-doc-footer__updated">
            {labels.lastUpdated}:{' '}
            <time dateTime={new Date(page.lastUpdated).toISOString()}>{page.lastUpdatedText}</time>
          </p>
        )}
        <p className="ad-doc-footer__file">
          {labels.fileName}: <span data-testid="file-name">{fileNameOf(page.relativePath, labels.unknownFile)}</span>
        </p>
      </div>
      <Pager />
    </footer>
  );
}
