import { useShell } from '../context.ts';
import { Content } from './Content.tsx';
import { DocFooter } from './DocFooter.tsx';
import { Outline } from './Outline.tsx';
import { PageActions } from './PageActions.tsx';

/** The documentation page: content, the outline aside, and the footer with edit link, time and pager. */
export function DocLayout({ refreshKey }: { refreshKey: number }) {
  const { page } = useShell();
  const hasOutline = page.outline !== false && page.headings.length > 0;
  return (
    <div className="ad-doc-layout" data-aside={hasOutline ? 'true' : 'false'}>
      <div className="ad-doc-layout__container">
        <div className="ad-doc-layout__content">
          {page.layout === 'custom' && (
            <div className="ad-custom-box" role="note">
              <p className="ad-custom-box__title">{page.customTitle}</p>
            </div>
          )}
          <PageActions />
          <Content />
          <DocFooter />
        </div>
        {hasOutline && (
          <aside className="ad-doc-layout__aside" aria-labelledby="ad-outline-title">
            <Outline refreshKey={refreshKey} />
          </aside>
        )}
      </div>
    </div>
  );
}
