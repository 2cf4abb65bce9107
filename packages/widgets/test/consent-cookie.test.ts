import { describe, expect, it } from 'vitest';
import { consentCookie, cookieDomain, parseConsent } from '../src/cookie-consent/consent-cookie.ts';

describe('the consent cookie', () => {
  describe('reading', () => {
    it.each([
      ['mtm-paq=accepted', 'accepted'],
      ['a=1; mtm-paq=rejected; b=2', 'rejected'],
      ['xmtm-paq=accepted', null],
      ['mtm-paq=maybe', null],
      ['', null],
    ])('%j holds %j', (cookies, value) => {
      expect(parseConsent(cookies)).toBe(value);
    });
  });

  describe('the Domain that shares it across the provider’s sites', () => {
    it.each([
      ['atlas.ripe.net', '.ripe.net'],
      ['static.dev.ripe.net', '.ripe.net'],
      ['ripe.net', '.ripe.net'],
      ['ATLAS.RIPE.NET.', '.ripe.net'],
      ['localhost', undefined],
      ['docs.localhost', undefined],
      ['127.0.0.1', undefined],
      ['[::1]', undefined],
      ['intranet', undefined],
    ])('for %s is %j', (host, domain) => {
      expect(cookieDomain(host)).toBe(domain);
    });
  });

  describe('writing', () => {
    it('lasts a year, shares the domain, is SameSite=Lax and Secure on https', () => {
      expect(consentCookie('accepted', { hostname: 'atlas.ripe.net', secure: true })).toBe(
        'mtm-paq=accepted; Max-Age=31536000; Path=/; Domain=.ripe.net; SameSite=Lax; Secure',
      );
    });

    it('has no Domain on localhost or an IP, and no Secure on http', () => {
      expect(consentCookie('rejected', { hostname: 'localhost', secure: false })).toBe(
        'mtm-paq=rejected; Max-Age=31536000; Path=/; SameSite=Lax',
      );
      expect(consentCookie('rejected', { hostname: '10.1.2.3', secure: false })).toBe(
        'mtm-paq=rejected; Max-Age=31536000; Path=/; SameSite=Lax',
      );
    });

    it('can leave the Domain out, for the fallback to a host-only cookie', () => {
      expect(consentCookie('accepted', { hostname: 'a.co.uk', secure: true }, false)).toBe(
        'mtm-paq=accepted; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
      );
    });
  });
});
