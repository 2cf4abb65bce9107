import { useLayoutEffect, useRef, type RefObject } from 'react';
import { insertHtmlInSlices } from '../sanitize/insert-html.ts';

/** HTML longer than this is put into the page in slices, one task each (see `insertHtmlInSlices`). */
export const INSERT_SLICE_LENGTH = 64 * 1024;

/**
 * Puts a large sanitised text into the element of the returned ref in slices, so that no task of the page
 * parses all of it at once; a short one (`inline` true) is rendered by React as it is, so it is there at once,
 * on the server too.
 */
export function useInsertedHtml<T extends Element>(html: string): { ref: RefObject<T | null>; inline: boolean } {
  const ref = useRef<T>(null);
  const inline = html.length <= INSERT_SLICE_LENGTH;
  useLayoutEffect(() => {
    const element = ref.current;
    if (inline || !element) return;
    let cancelled = false;
    void insertHtmlInSlices(element, html, { sliceLength: INSERT_SLICE_LENGTH, isCancelled: () => cancelled });
    return () => {
      cancelled = true;
    };
  }, [html, inline]);
  return { ref, inline };
}
