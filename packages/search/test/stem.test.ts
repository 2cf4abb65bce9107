import { describe, expect, it } from 'vitest';
import { stemOf } from '../src/engine/stem.ts';

describe('stemOf', () => {
  it('cuts the usual inflection endings, so that the stem begins the other forms of the word', () => {
    expect(stemOf('rotate')).toBe('rotat');
    expect(stemOf('restarting')).toBe('restart');
    expect(stemOf('stopped')).toBe('stopp');
    expect(stemOf('ports')).toBe('port');
    expect(stemOf('configurations')).toBe('configur');
    expect(stemOf('queries')).toBe('quer');
  });

  it('keeps at least four letters, five without a final e', () => {
    expect(stemOf('cost')).toBeNull();
    expect(stemOf('uses')).toBeNull();
    expect(stemOf('probe')).toBeNull();
    expect(stemOf('cite')).toBeNull();
  });

  it('leaves words ending in ss, us or is, and anything but letters, alone', () => {
    expect(stemOf('address')).toBeNull();
    expect(stemOf('status')).toBeNull();
    expect(stemOf('analysis')).toBeNull();
    expect(stemOf('ipv6')).toBeNull();
    expect(stemOf('10000')).toBeNull();
  });
});
