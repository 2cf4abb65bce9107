import { describe, expect, it } from 'vitest';
import {
  isAllowedHost,
  isSafeLinkUrl,
  isSafeSourceUrl,
  reduceFragment,
  reduceId,
  resolveContentUrl,
  schemeOf,
} from '../src/sanitize/urls.ts';

const PAGE = 'https://docs.example.org/legal/';

describe('URL rules', () => {
  describe('schemes', () => {
    it.each([
      ['https://x', 'https'],
      ['MAILTO:a@b', 'mailto'],
      ['java\tscript:x', 'javascript'],
      ['  javascript:x', 'javascript'],
      ['/relative', null],
      ['relative:no?', 'relative'],
      ['#a', null],
      ['1http://x', null],
    ])('%j has the scheme %j', (url, scheme) => {
      expect(schemeOf(url)).toBe(scheme);
    });

    it('allows http, https, mailto and relative links, and http, https and relative sources', () => {
      expect(['https://a', 'http://a', 'mailto:a', '/a', 'a', '#a'].every(isSafeLinkUrl)).toBe(true);
      expect(['javascript:a', 'data:a', 'vbscript:a', 'ftp://a'].some(isSafeLinkUrl)).toBe(false);
      expect(isSafeSourceUrl('mailto:a@b')).toBe(false);
      expect(isSafeSourceUrl('https://static.ripe.net/a.png')).toBe(true);
    });
  });

  describe('ids and anchors', () => {
    it('keeps letters, digits, underscore, hyphen and dot only', () => {
      expect(reduceId('Terms & Conditions (v2.1)_-')).toBe('TermsConditionsv2.1_-');
      expect(reduceId('é€')).toBe('');
    });

    it('reduces the fragment of a URL and leaves the rest', () => {
      expect(reduceFragment('/a b?x=1#c d')).toBe('/a b?x=1#cd');
      expect(reduceFragment('/no-fragment')).toBe('/no-fragment');
    });
  });

  describe('the allowed hosts of remote content', () => {
    it.each([
      'static.ripe.net',
      'atlas.ripe.net',
      'static.dev.ripe.net',
      'static.test.ripe.net',
      'atlas.dev.ripe.net',
      'atlas.test.ripe.net',
      'localhost',
      'STATIC.RIPE.NET',
      '127.0.0.1',
      '193.0.6.139',
      '[::1]',
      '[2001:67c:2e8::1]',
    ])('allows %s', (host) => {
      expect(isAllowedHost(host)).toBe(true);
    });

    it.each([
      'ripe.net',
      'www.ripe.net',
      'static.ripe.net.evil.example',
      'evilstatic.ripe.net',
      'static-ripe.net',
      'static.ripe.net.',
      'atlas.ripe.network',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      'static.ripe.net:443',
    ])('refuses %s', (host) => {
      expect(isAllowedHost(host)).toBe(false);
    });

    it('takes {ip} to mean any IP literal, and only when listed', () => {
      expect(isAllowedHost('10.0.0.1', ['static.ripe.net'])).toBe(false);
      expect(isAllowedHost('10.0.0.1', ['{ip}'])).toBe(true);
    });
  });

  describe('remote content URLs', () => {
    it.each([
      ['/dynamic/legal-pages/atlas-pages.json', 'https://docs.example.org/dynamic/legal-pages/atlas-pages.json'],
      ['content.md', 'https://docs.example.org/legal/content.md'],
      ['../up.md', 'https://docs.example.org/up.md'],
      ['https://static.ripe.net/dynamic/x.json', 'https://static.ripe.net/dynamic/x.json'],
      ['http://localhost:8080/x.md', 'http://localhost:8080/x.md'],
      ['http://127.0.0.1:9000/x.md', 'http://127.0.0.1:9000/x.md'],
      ['http://0x7f.1/x.md', 'http://127.0.0.1/x.md'],
      ['https://[::1]/x', 'https://[::1]/x'],
      ['//atlas.ripe.net/x', 'https://atlas.ripe.net/x'],
    ])('accepts %j as %s', (url, absolute) => {
      expect(resolveContentUrl(url, PAGE)?.href).toBe(absolute);
    });

    it.each([
      'https://static.ripe.net.evil.example/x.json',
      'https://evil.example/static.ripe.net/x.json',
      'https://evil.example/?static.ripe.net',
      'https://evil.example/#static.ripe.net',
      'https://static.ripe.net@evil.example/x',
      'https://static.ripe.net%40evil.example/x',
      'https://evilstatic.ripe.net/x',
      'https://static.ripe.net./x',
      'https://xn--sttic-5qa.ripe.net/x',
      'https://stаtic.ripe.net/x',
      '//evil.example/x',
      '\\\\evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example/x',
      'https:evil.example/x',
      'https://docs.example.org/same-host-but-absolute',
      'javascript:alert(1)',
      'data:text/plain,hello',
      'ftp://static.ripe.net/x',
      'file:///etc/passwd',
      'blob:https://static.ripe.net/uuid',
      'http://[::1',
    ])('refuses %j', (url) => {
      expect(resolveContentUrl(url, PAGE)).toBeNull();
    });

    it('resolves relative URLs against a placeholder where there is no page (Node), so only hosts decide', () => {
      expect(resolveContentUrl('https://static.ripe.net/x', undefined)?.href).toBe('https://static.ripe.net/x');
      expect(resolveContentUrl('https://evil.example/x', undefined)).toBeNull();
    });
  });
});
