import { describe, expect, it } from 'vitest';
import { formatUpdated } from '../../src/site/page-data.ts';

describe('formatUpdated', () => {
  const time = Date.parse('2026-11-22T21:09:30Z');

  it('writes the time in UTC, in the language of the page', () => {
    expect(formatUpdated(time, 'en')).toBe('Nov 22, 2026, 9:09 PM UTC');
    expect(formatUpdated(time, 'en-GB')).toBe('22 Nov 2026, 21:09 UTC');
    expect(formatUpdated(time, 'nl')).toBe('22 nov 2026, 21:09 UTC');
  });
});
