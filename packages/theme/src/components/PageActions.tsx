import { useEffect, useState } from 'react';
import { useShell } from '../context.ts';

/** How long "Copied" shows in place of the button's label. */
const SAID_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * "Copy page" and "View as markdown" by the page's title, on a page a plugin gives a markdown form (see
 * `Plugin.alternates`). The code that fetches the markdown loads when the button is pressed; the clipboard
 * item is made at once, inside the press, as browsers require.
 */
export function PageActions() {
  const { page, locale } = useShell();
  const { labels } = locale;
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), SAID_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const markdown = page.alternates.find((alternate) => alternate.type === 'text/markdown');
  if (!markdown) return null;
  const copy = (): void => {
    const blob = import('./page-markdown-blob.ts').then(({ markdownBlob }) => markdownBlob(markdown.href));
    const written =
      typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function'
        ? navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
        : blob.then(async (text) => navigator.clipboard.writeText(await text.text()));
    written.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <div className="ad-page-actions">
      <button type="button" className="ad-page-actions__button" onClick={copy}>
        {state === 'copied' ? labels.pageCopied : labels.copyPage}
      </button>
      <a className="ad-page-actions__button" href={markdown.href} type={markdown.type}>
        {labels.viewAsMarkdown}
      </a>
      <span className="ad-visually-hidden" role="status">
        {state === 'copied' ? labels.pageCopied : state === 'failed' ? labels.copyFailed : ''}
      </span>
    </div>
  );
}
