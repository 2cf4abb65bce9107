import { Fragment, type ReactNode } from 'react';

/** Where an identifier or a path may wrap by default: after `/`, `_` and `.`. */
const AT = /[/_.]/;

/**
 * Text that wraps only after the characters `at` matches (`/`, `_` and `.` by default), never inside a word:
 * `start_time__lt` breaks as `start_time__` + `lt` at most, a path after one of its slashes. The breaks are
 * `<wbr>` elements, so copied text has none of them.
 */
export function Breakable({ text, at = AT }: { text: string; at?: RegExp }): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (!at.test(text[i] ?? '') || i === text.length - 1) continue;
    parts.push(
      <Fragment key={i}>
        {text.slice(from, i + 1)}
        <wbr />
      </Fragment>,
    );
    from = i + 1;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
