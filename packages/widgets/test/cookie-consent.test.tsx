// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieConsent } from '../src/cookie-consent/CookieConsent.tsx';
import { axeViolations, one } from './helpers.ts';

function clearCookie(): void {
  document.cookie = 'mtm-paq=; Max-Age=0; Path=/';
}

beforeEach(() => {
  clearCookie();
  delete window._paq;
  document.body.style.paddingBottom = '';
  document.documentElement.style.scrollPaddingBottom = '';
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const banner = () => one('.ad-cookie-consent');

describe('CookieConsent', () => {
  it('has no axe violations', async () => {
    render(<CookieConsent policyUrl="/cookies" />);
    expect(await axeViolations()).toEqual([]);
  });

  describe('given no consent cookie', () => {
    it('shows the choice', () => {
      render(<CookieConsent />);
      expect(screen.getByRole('region', { name: 'Cookie consent' }).dataset.state).toBe('open');
      expect(screen.getByRole('button', { name: 'Required Only' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'All Cookies' })).toBeTruthy();
    });

    it('"Required Only" stores rejected, hides and tells nothing to Matomo', () => {
      const onConsentChange = vi.fn();
      render(<CookieConsent onConsentChange={onConsentChange} />);
      fireEvent.click(screen.getByRole('button', { name: 'Required Only' }));
      expect(document.cookie).toContain('mtm-paq=rejected');
      expect(banner().dataset.state).toBe('closed');
      expect(window._paq).toBeUndefined();
      expect(onConsentChange).toHaveBeenCalledExactlyOnceWith('rejected');
    });

    it('"All Cookies" stores accepted, hides and tells Matomo that consent was given', () => {
      window._paq = [['trackPageView']];
      render(<CookieConsent />);
      fireEvent.click(screen.getByRole('button', { name: 'All Cookies' }));
      expect(document.cookie).toContain('mtm-paq=accepted');
      expect(banner().dataset.state).toBe('closed');
      expect(window._paq).toEqual([['trackPageView'], ['setConsentGiven']]);
    });
  });

  describe('given a stored consent', () => {
    it.each(['accepted', 'rejected'])('stays hidden when the cookie says %s', (value) => {
      document.cookie = `mtm-paq=${value}; Path=/`;
      render(<CookieConsent />);
      expect(banner().dataset.state).toBe('closed');
      expect(banner().hidden).toBe(true);
    });

    it('shows again for a value it does not know', () => {
      document.cookie = 'mtm-paq=maybe; Path=/';
      render(<CookieConsent />);
      expect(banner().dataset.state).toBe('open');
    });

    it('passes an accepted consent to Matomo on every page load, once', () => {
      document.cookie = 'mtm-paq=accepted; Path=/';
      render(<CookieConsent />);
      expect(window._paq).toEqual([['setConsentGiven']]);
      cleanup();
      render(<CookieConsent />);
      expect(window._paq).toEqual([['setConsentGiven']]);
    });

    it('passes nothing to Matomo for a rejected one', () => {
      document.cookie = 'mtm-paq=rejected; Path=/';
      render(<CookieConsent />);
      expect(window._paq).toBeUndefined();
    });

    it('offers the choice again when the parent opens it (controlled)', () => {
      document.cookie = 'mtm-paq=rejected; Path=/';
      const onOpenChange = vi.fn();
      render(<CookieConsent open onOpenChange={onOpenChange} />);
      expect(banner().dataset.state).toBe('open');
      fireEvent.click(screen.getByRole('button', { name: 'All Cookies' }));
      expect(document.cookie).toContain('mtm-paq=accepted');
      expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    });
  });

  it('hands focus on from the button chosen to the next control of the page, not to <body>', () => {
    render(
      <>
        <CookieConsent />
        <a href="/next">Next</a>
      </>,
    );
    const button = screen.getByRole('button', { name: 'All Cookies' });
    button.focus();
    fireEvent.click(button);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Next' }));
  });

  describe('while shown (WCAG 2.4.11, focus not obscured)', () => {
    // The stylesheet's rule: fixed at the bottom of the window, but in the flow of the page in a short window.
    const fixedAtBottom = (): HTMLStyleElement => {
      const style = document.createElement('style');
      style.textContent = '.ad-cookie-consent { position: fixed }';
      document.head.append(style);
      return style;
    };

    it('pads the page bottom by its height, and gives the page its own padding back after', () => {
      const style = fixedAtBottom();
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 600, 800, 96));
      document.body.style.paddingBottom = '12px';
      render(<CookieConsent />);
      expect(document.body.style.paddingBottom).toBe('96px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('96px');
      fireEvent.click(screen.getByRole('button', { name: 'Required Only' }));
      expect(document.body.style.paddingBottom).toBe('12px');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
      style.remove();
    });

    it('leaves the page’s padding alone while it is in the flow of the page, and pads it once fixed', () => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 600, 800, 96));
      document.body.style.paddingBottom = '12px';
      render(<CookieConsent />);
      expect(document.body.style.paddingBottom).toBe('12px');
      const style = fixedAtBottom();
      fireEvent(window, new Event('resize'));
      expect(document.body.style.paddingBottom).toBe('96px');
      style.remove();
    });
  });

  it('links the cookie statement only with a safe URL', () => {
    render(<CookieConsent policyUrl="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    render(<CookieConsent policyUrl="/cookies" policyText="Cookies" />);
    expect(screen.getByRole('link', { name: 'Cookies' }).getAttribute('href')).toBe('/cookies');
  });

  it('renders hidden on the server, where cookies are unknown, and without style attributes', () => {
    const html = renderToString(<CookieConsent />);
    expect(html).toContain('data-state="closed"');
    expect(html).not.toMatch(/style=/);
  });
});
