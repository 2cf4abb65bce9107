import { useRef, type ReactNode } from 'react';
import type { SocialLink } from '@atlas-docs/content/types';
import { useShell } from '../context.ts';
import { useImageFailed } from '../hooks/useImageFailed.ts';
import { EXTERNAL_LINK_GLYPH, socialIconArtwork } from './social-icons.tsx';

/** The address of a fallback icon image for an icon name the theme has no artwork for. */
export function fallbackIconUrl(iconService: string, icon: string): string {
  return `${iconService}/simple-icons:${encodeURIComponent(icon.toLowerCase())}.svg`;
}

function IconSvg({ children }: { children: ReactNode }) {
  return (
    <svg className="ad-icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      {children}
    </svg>
  );
}

/**
 * An icon without artwork: an image from the public icon service, replaced by a plain glyph when the image
 * cannot be had (the service unreachable, or no such icon), so no broken image shows.
 */
function FallbackIcon({ src }: { src: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const failed = useImageFailed(ref);
  if (failed) return <IconSvg>{EXTERNAL_LINK_GLYPH}</IconSvg>;
  return <img ref={ref} className="ad-icon ad-icon--image" src={src} alt="" width="20" height="20" loading="lazy" />;
}

function SocialIcon({ link, iconService }: { link: SocialLink; iconService: string }) {
  const artwork = socialIconArtwork(link.icon);
  if (artwork) return <IconSvg>{artwork}</IconSvg>;
  return <FallbackIcon src={fallbackIconUrl(iconService, link.icon)} />;
}

export function SocialLinks({ className = '' }: { className?: string }) {
  const { site } = useShell();
  if (site.socialLinks.length === 0) return null;
  return (
    <ul className={`ad-social-links ${className}`}>
      {site.socialLinks.map((link) => (
        <li key={link.link}>
          <a
            className="ad-social-links__link"
            href={link.link}
            aria-label={link.ariaLabel ?? link.icon}
            target="_blank"
            rel="noreferrer"
          >
            <SocialIcon link={link} iconService={site.iconService} />
          </a>
        </li>
      ))}
    </ul>
  );
}
