import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breakable } from '../src/text/Breakable.tsx';

describe('Breakable', () => {
  it.each([
    ['start_time__lt', undefined, 'start_<wbr/>time_<wbr/>_<wbr/>lt'],
    ['/api/v2/probes/', /\//, '/<wbr/>api/<wbr/>v2/<wbr/>probes/'],
    ['results.id', undefined, 'results.<wbr/>id'],
    ['Plain words', undefined, 'Plain words'],
    ['', undefined, ''],
  ])('%j breaks as %j', (text, at, html) => {
    expect(renderToStaticMarkup(<Breakable text={text} {...(at ? { at } : {})} />)).toBe(html);
  });
});
