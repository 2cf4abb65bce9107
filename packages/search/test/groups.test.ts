import { describe, expect, it } from 'vitest';
import { groupBy, groupOf } from '../src/engine/groups.ts';

describe('groupOf', () => {
  it('is the first folder below the locale root, capitalised, hyphens as spaces', () => {
    expect(groupOf('/docs/measurements/ping')).toBe('Docs');
    expect(groupOf('/getting-started/credits#why')).toBe('Getting started');
    expect(groupOf('/docs/')).toBe('Docs');
    expect(groupOf('/api_reference/x')).toBe('Api reference');
  });

  it("is 'Home' for pages at the root", () => {
    expect(groupOf('/')).toBe('Home');
    expect(groupOf('/about')).toBe('Home');
    expect(groupOf('/about#team')).toBe('Home');
  });

  it('reads paths below the root of another locale', () => {
    expect(groupOf('/nl/guide/long', '/nl/')).toBe('Guide');
    expect(groupOf('/nl/', '/nl/')).toBe('Home');
    expect(groupOf('/nl/over', '/nl/')).toBe('Home');
  });
});

describe('groupBy', () => {
  it('orders groups by their first item and keeps the order inside each', () => {
    const items = ['docs/a', 'home/b', 'docs/c', 'api/d', 'home/e'];
    expect(groupBy(items, (item) => item.split('/')[0] ?? '')).toEqual([
      { name: 'docs', items: ['docs/a', 'docs/c'] },
      { name: 'home', items: ['home/b', 'home/e'] },
      { name: 'api', items: ['api/d'] },
    ]);
  });
});
