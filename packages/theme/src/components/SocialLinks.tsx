import type { ReactNode } from 'react';
import type { SocialLink } from '@atlas-docs/content/types';
import { useShell } from '../context.ts';

/** Built-in icons; any other name falls back to an image from a public icon service. */
const ICONS: Record<string, ReactNode> = {
  github: (
    <path d="M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z" />
  ),
  mastodon: (
    <path d="M21.3 8.2c0-4.3-2.8-5.6-2.8-5.6C17.1 1.9 14.6 1.7 12 1.6h-.1c-2.6 0-5.1.3-6.5 1 0 0-2.8 1.2-2.8 5.6 0 5.1-.3 11.3 4.6 12.6 1.8.5 3.4.6 4.6.5 2.3-.1 3.5-.8 3.5-.8l-.1-1.6s-1.6.5-3.4.5c-1.8-.1-3.6-.2-3.9-2.4v-.6s1.8.4 4 .5c1.4.1 2.7-.1 4-.2 2.5-.3 4.7-1.8 4.9-3.3.5-2.3.5-5.6.5-5.6zm-3.4 5.6h-2.1V8.7c0-1.1-.5-1.6-1.4-1.6-1 0-1.5.6-1.5 1.9v2.8h-2.1V9c0-1.3-.5-1.9-1.5-1.9-.9 0-1.4.5-1.4 1.6v5.1H5.8V8.5c0-1.1.3-1.9.8-2.6.6-.6 1.3-1 2.2-1 1.1 0 1.9.4 2.4 1.3l.5.9.5-.9c.5-.9 1.3-1.3 2.4-1.3.9 0 1.7.3 2.2 1 .6.6.8 1.5.8 2.6v5.3z" />
  ),
  linkedin: (
    <path d="M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.3V9h3.4v1.6c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zM7.1 20.5H3.6V9h3.5v11.5z" />
  ),
  youtube: (
    <path d="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.3 3.6-6.3 3.6z" />
  ),
  x: (
    <path d="M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.8 2.3h7l4.8 6.4 5.6-6.4zm-1.2 17.9h1.9L7 4.2H5z" />
  ),
};

/** The address of a fallback icon image for an icon name the theme has no artwork for. */
export function fallbackIconUrl(iconService: string, icon: string): string {
  return `${iconService}/simple-icons:${encodeURIComponent(icon.toLowerCase())}.svg`;
}

function SocialIcon({ link, iconService }: { link: SocialLink; iconService: string }) {
  const artwork = ICONS[link.icon];
  if (artwork) {
    return (
      <svg className="ad-icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        {artwork}
      </svg>
    );
  }
  return (
    <img
      className="ad-icon ad-icon--image"
      src={fallbackIconUrl(iconService, link.icon)}
      alt=""
      width="20"
      height="20"
      loading="lazy"
    />
  );
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
            <SocialIcon link={link} iconService={site.services.icons} />
          </a>
        </li>
      ))}
    </ul>
  );
}
