import type { NavItem } from '@atlas-docs/content/types';
import { isActive, isNavActive } from '@atlas-docs/content/rules';
import { useShell } from '../context.ts';

/** A navigation link, marked as the current page or as active by its `activeMatch`. */
export function NavLink({ item, className }: { item: NavItem; className: string }) {
  const { page } = useShell();
  const current = isActive(page.path, item.link);
  return (
    <a
      className={className}
      href={item.link}
      target={item.target}
      rel={item.rel ?? (item.target === '_blank' ? 'noreferrer' : undefined)}
      aria-current={current ? 'page' : undefined}
      data-active={isNavActive(item, page.path) ? 'true' : undefined}
    >
      {item.text}
      {item.target === '_blank' && (
        <svg className="ad-external-icon" aria-hidden="true" viewBox="0 0 24 24" width="12" height="12">
          <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
        </svg>
      )}
    </a>
  );
}
