import { describe, expect, it } from 'vitest';
import { matchRedirect, redirectTable } from '../../src/rules/redirects.ts';

const table = redirectTable({
  'built-in-measurements': '/docs/getting-started/built-in-measurements',
  '/domainmon/': '/docs/tools-and-code/domainmon',
  'probe-v1': '/docs/probeinfo/probe-v1',
});

describe('redirectTable', () => {
  it('gives each old path one leading slash and no trailing slash', () => {
    expect(table).toEqual([
      { from: '/built-in-measurements', to: '/docs/getting-started/built-in-measurements' },
      { from: '/domainmon', to: '/docs/tools-and-code/domainmon' },
      { from: '/probe-v1', to: '/docs/probeinfo/probe-v1' },
    ]);
  });

  it('is empty without redirects', () => {
    expect(redirectTable(undefined)).toEqual([]);
  });
});

describe('matchRedirect', () => {
  it('matches with and without a trailing slash', () => {
    expect(matchRedirect(table, '/domainmon')?.to).toBe('/docs/tools-and-code/domainmon');
    expect(matchRedirect(table, '/domainmon/')?.to).toBe('/docs/tools-and-code/domainmon');
    expect(matchRedirect(table, '/probe-v1.html')?.to).toBe('/docs/probeinfo/probe-v1');
    expect(matchRedirect(table, '/built-in-measurements/?x=1#y')?.to).toBe(
      '/docs/getting-started/built-in-measurements',
    );
  });

  it('does not match other paths', () => {
    expect(matchRedirect(table, '/probe-v10')).toBeUndefined();
    expect(matchRedirect(table, '/docs/domainmon')).toBeUndefined();
    expect(matchRedirect(table, '/')).toBeUndefined();
  });
});
