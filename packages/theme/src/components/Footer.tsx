import { useShell } from '../context.ts';

/**
 * The site footer of every page (`footer` in the site config): the page's contentinfo landmark. Inert, like
 * the content, while a modal drawer or the navigation screen is open.
 */
export function Footer({ inert }: { inert: boolean }) {
  const { site } = useShell();
  const footer = site.footer;
  if (!footer) return null;
  return (
    <footer className="ad-footer" inert={inert}>
      {footer.links && footer.links.length > 0 && (
        <ul className="ad-footer__links">
          {footer.links.map((link) => (
            <li key={`${link.text} ${link.link}`}>
              <a className="ad-footer__link" href={link.link}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      )}
      {footer.message && <p className="ad-footer__message">{footer.message}</p>}
      {footer.copyright && <p className="ad-footer__copyright">{footer.copyright}</p>}
    </footer>
  );
}
